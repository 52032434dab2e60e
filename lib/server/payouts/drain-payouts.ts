import 'server-only'
import { logError, logWarn } from '@/lib/server/log'
import type { PayoutStatus } from '@/lib/generated/prisma/client'
import { db } from '../db'
import { applyPayoutOutcome } from './apply-payout-outcome'
import { sendPayout } from './send-payout'
import { transferGateway, type TransferGateway, type TransferOutcome } from './transfer-gateway'

/** A transfer without news this long is asked about (its answer, or the provider's webhook, may be lost). */
export const PAYOUT_ASK_AFTER_MS = 5 * 60_000

/** Sends of one transfer the provider never received, after which it is Failed (its money back to the balance). */
export const MAX_PAYOUT_ATTEMPTS = 5

export type DrainPayoutsResult = { asked: number; resent: number }

/**
 * The payouts cron's second half (GET /api/cron/payouts): every transfer still Pending (written and
 * sent, no answer) or Processing (the provider has it) and without news for a few minutes is asked
 * about. The provider's answer is applied as a webhook's would be; a Pending one the provider never
 * received is sent again with the same reference (a provider pays a reference once), and after
 * MAX_PAYOUT_ATTEMPTS sends it is Failed. Each transfer is claimed first by a conditional update
 * of its updatedAt, so two drains at once never ask about or send one transfer twice, and it waits
 * another few minutes before it is asked about again.
 */
export async function drainPayouts({ now = new Date(), limit = 50, gateway }: { now?: Date; limit?: number; gateway?: TransferGateway } = {}): Promise<DrainPayoutsResult> {
  const stale = await db.payout.findMany({
    where: { status: { in: ['Pending', 'Processing'] }, updatedAt: { lt: new Date(now.getTime() - PAYOUT_ASK_AFTER_MS) } },
    orderBy: { updatedAt: 'asc' },
    take: limit,
    select: { id: true, status: true, updatedAt: true, attempts: true, reference: true, amountKobo: true, bankCode: true, accountNumber: true, accountName: true },
  })
  const result: DrainPayoutsResult = { asked: 0, resent: 0 }
  if (stale.length === 0) return result
  const provider = gateway ?? (await transferGateway())

  for (const payout of stale) {
    try {
      const done = await followUp(payout, provider, now)
      if (done !== 'claimed-elsewhere') result.asked += 1
      if (done === 'resent') result.resent += 1
    } catch (error) {
      logError(`[payout] ${payout.reference} could not be followed up; the next drain tries again`, error)
    }
  }
  return result
}

type Stale = { id: string; status: PayoutStatus; updatedAt: Date; attempts: number; reference: string; amountKobo: number; bankCode: string; accountNumber: string; accountName: string }

async function followUp(payout: Stale, provider: TransferGateway, now: Date): Promise<'claimed-elsewhere' | 'asked' | 'resent'> {
  // The claim: only the drain that moves updatedAt from the value it read goes on.
  const { count } = await db.payout.updateMany({ where: { id: payout.id, status: payout.status, updatedAt: payout.updatedAt }, data: { updatedAt: new Date() } })
  if (count === 0) return 'claimed-elsewhere'
  let known: TransferOutcome | 'unknown'
  try {
    known = await provider.status(payout.reference)
  } catch (error) {
    logError(`[payout] asking about ${payout.reference} failed; the next drain asks again`, error)
    return 'asked'
  }
  if (known !== 'unknown') {
    await applyPayoutOutcome(payout.reference, known, now)
    return 'asked'
  }
  if (payout.status === 'Processing') {
    // The provider took it once: it is never sent again; an admin follows it up with the provider.
    logWarn(`[payout] ${payout.reference} was accepted but the provider no longer knows it`)
    return 'asked'
  }
  if (payout.attempts >= MAX_PAYOUT_ATTEMPTS) {
    await applyPayoutOutcome(payout.reference, { status: 'Failed', message: `The transfer could not be sent after ${payout.attempts} attempts.`, providerReference: null }, now)
    return 'asked'
  }
  await db.payout.update({ where: { id: payout.id }, data: { attempts: { increment: 1 } } })
  await sendPayout(payout, provider, now)
  return 'resent'
}
