import 'server-only'
import { randomBytes } from 'node:crypto'
import { nairaToKobo } from '@/lib/money'
import { payoutEligibility, type PayoutSkipReason } from '@/lib/payouts/payout-eligibility'
import { logError } from '@/lib/server/log'
import type { PayoutRunTrigger, PayoutStatus } from '@/lib/generated/prisma/client'
import { recordAudit } from '../audit/record-audit'
import { config } from '../config'
import { db, type Prisma } from '../db'
import { isUniqueViolation } from '../errors'
import { findTherapistBalance, findTherapistBalances } from '../ledger/therapist-balances'
import { lockTherapistPayouts } from './payout-lock'
import { sendPayout } from './send-payout'
import { transferGateway, type TransferGateway } from './transfer-gateway'

export type SkippedTherapist = {
  therapistId: string
  /** What they were owed when the run looked (kobo). */
  payableKobo: number
  /** NotPrepared: the transfer could not be written (the server log says why); the next run tries again. */
  reason: PayoutSkipReason | 'NotPrepared'
  /** When an account held after a change may be paid. */
  heldUntil: Date | null
}

export type RunTransfer = { payoutId: string; therapistId: string; amountKobo: number; reference: string; status: PayoutStatus }

export type PayoutRunResult = {
  runId: string
  /** False when the schedule had already run that day: this call paid nobody. */
  isNew: boolean
  transfers: RunTransfer[]
  skipped: SkippedTherapist[]
}

export type RunPayoutsInput = {
  trigger: PayoutRunTrigger
  /** The admin who pressed "Run payouts". */
  startedById?: string | null
  /** The schedule's Lagos day (YYYY-MM-DD): at most one scheduled run that day. */
  scheduledOn?: string | null
  /** The instant the rules are read at: what is pending, whether an account is held. */
  now?: Date
  /** The provider; by default transferGateway() (Monnify with keys, else the sandbox). */
  gateway?: TransferGateway
}

/** The smallest payout, in kobo (PAYOUT_MINIMUM_NAIRA): less waits for the next run. */
export function payoutMinimumKobo(): number {
  return nairaToKobo(config().PAYOUT_MINIMUM_NAIRA)
}

/** Our reference for a transfer, unique, short and plain (letters, digits, hyphens) as providers take it. */
export function newPayoutReference(now: Date): string {
  return `PO-${now.getTime()}-${randomBytes(6).toString('hex')}`
}

type AccountRow = { bankCode: string; bankName: string; accountNumber: string; accountName: string; changedAt: Date | null }

const TRANSFER_SELECT = { id: true, therapistId: true, amountKobo: true, reference: true, status: true } as const satisfies Prisma.PayoutSelect

/**
 * A payout run: every therapist whose payable balance has reached the minimum, with a payout
 * account not held after a change, gets one transfer of that whole balance. Nobody is paid twice,
 * however often or however concurrently it runs:
 * - each transfer is decided in its own short transaction under the therapist's payout lock (the
 *   one the Payout trigger takes), reading the balance again there, so a second run waits and then
 *   finds nothing payable;
 * - a run pays a therapist at most once (the unique run and therapist), and the database refuses a
 *   payout above the therapist's balance (Payout_within_balance);
 * - the schedule's run of a day is unique by its day: calling it again returns that run.
 * The Payout row (and its ledger entries, written by the trigger) is committed before the provider
 * is asked, so money never leaves without being in the books; the answer is applied after.
 */
export async function runPayouts({ trigger, startedById = null, scheduledOn = null, now = new Date(), gateway }: RunPayoutsInput): Promise<PayoutRunResult> {
  const run = await openRun({ trigger, startedById, scheduledOn })
  if (!run.isNew) return { runId: run.id, isNew: false, transfers: await transfersOf(run.id), skipped: [] }

  const provider = gateway ?? (await transferGateway())
  const minimumKobo = payoutMinimumKobo()
  const owed = (await findTherapistBalances(db, { now })).filter((balance) => balance.payableKobo > 0)
  const accounts = await db.payoutAccount.findMany({ where: { therapistId: { in: owed.map((balance) => balance.therapistId) } }, select: { therapistId: true, changedAt: true } })
  const accountOf = new Map(accounts.map((account) => [account.therapistId, account]))

  const skipped: SkippedTherapist[] = []
  for (const { therapistId, payableKobo } of owed) {
    // A first look without the lock: most therapists owed nothing payable need no transaction.
    const first = payoutEligibility({ payableKobo, account: accountOf.get(therapistId) ?? null, minimumKobo, now })
    if (!first.isPaid) {
      skipped.push({ therapistId, payableKobo, reason: first.reason, heldUntil: first.heldUntil })
      continue
    }
    try {
      const decided = await preparePayout({ runId: run.id, therapistId, minimumKobo, now, provider: provider.provider })
      if ('skipped' in decided) {
        skipped.push(decided.skipped)
        continue
      }
      await sendPayout(decided.payout, provider, now)
    } catch (error) {
      logError(`[payout] the transfer to therapist ${therapistId} could not be prepared; the next run tries again`, error)
      skipped.push({ therapistId, payableKobo, reason: 'NotPrepared', heldUntil: null })
    }
  }

  const transfers = await transfersOf(run.id)
  await finishRun({ runId: run.id, trigger, startedById, transfers, skipped })
  return { runId: run.id, isNew: true, transfers, skipped }
}

async function openRun({ trigger, startedById, scheduledOn }: { trigger: PayoutRunTrigger; startedById: string | null; scheduledOn: string | null }) {
  try {
    const run = await db.payoutRun.create({ data: { trigger, startedById, scheduledOn }, select: { id: true } })
    return { id: run.id, isNew: true }
  } catch (error) {
    if (!scheduledOn || !isUniqueViolation(error)) throw error
    const existing = await db.payoutRun.findUniqueOrThrow({ where: { scheduledOn }, select: { id: true } })
    return { id: existing.id, isNew: false }
  }
}

type Prepared = { payout: { reference: string; amountKobo: number; bankCode: string; accountNumber: string; accountName: string } } | { skipped: SkippedTherapist }

/**
 * Under the therapist's payout lock: their account and payable balance read again, and the Payout
 * written when they are still due one. The account row is read FOR SHARE, so a change of account
 * being saved now is either seen (and its hold applies) or waits until this transfer is written.
 */
async function preparePayout({ runId, therapistId, minimumKobo, now, provider }: { runId: string; therapistId: string; minimumKobo: number; now: Date; provider: 'Monnify' | 'Sandbox' }): Promise<Prepared> {
  return db.$transaction(async (tx) => {
    await lockTherapistPayouts(tx, therapistId)
    const [account] = await tx.$queryRaw<AccountRow[]>`
      SELECT "bankCode", "bankName", "accountNumber", "accountName", "changedAt" FROM "PayoutAccount" WHERE "therapistId" = ${therapistId}::uuid FOR SHARE`
    const { payableKobo } = await findTherapistBalance(tx, therapistId, now)
    const decision = payoutEligibility({ payableKobo, account: account ?? null, minimumKobo, now })
    if (!decision.isPaid) return { skipped: { therapistId, payableKobo, reason: decision.reason, heldUntil: decision.heldUntil } }
    const payout = await tx.payout.create({
      data: {
        runId,
        therapistId,
        amountKobo: payableKobo,
        reference: newPayoutReference(now),
        status: 'Pending',
        provider,
        bankCode: account!.bankCode,
        bankName: account!.bankName,
        accountNumber: account!.accountNumber,
        accountName: account!.accountName,
        // This send is the first attempt; the drain counts each one after.
        attempts: 1,
      },
      select: { reference: true, amountKobo: true, bankCode: true, accountNumber: true, accountName: true },
    })
    return { payout }
  })
}

async function transfersOf(runId: string): Promise<RunTransfer[]> {
  const rows = await db.payout.findMany({ where: { runId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: TRANSFER_SELECT })
  return rows.map((row) => ({ payoutId: row.id, therapistId: row.therapistId, amountKobo: row.amountKobo, reference: row.reference, status: row.status }))
}

/** The run is finished; an admin's run is in the audit log (counts and the total, never bank details). */
async function finishRun({ runId, trigger, startedById, transfers, skipped }: { runId: string; trigger: PayoutRunTrigger; startedById: string | null; transfers: RunTransfer[]; skipped: SkippedTherapist[] }) {
  const count = (status: PayoutStatus) => transfers.filter((transfer) => transfer.status === status).length
  await db.$transaction(async (tx) => {
    await tx.payoutRun.update({ where: { id: runId }, data: { finishedAt: new Date() } })
    if (trigger !== 'Admin' || !startedById) return
    await recordAudit(tx, {
      actorId: startedById,
      action: 'payouts.run',
      targetType: 'PayoutRun',
      targetId: runId,
      details: {
        transfers: transfers.length,
        paid: count('Paid'),
        failed: count('Failed'),
        waiting: count('Pending') + count('Processing'),
        totalKobo: transfers.reduce((total, transfer) => total + transfer.amountKobo, 0),
        skipped: skipped.length,
      },
    })
  })
}
