import 'server-only'
import { db } from '../db'
import type { TransferOutcome } from './transfer-gateway'

export type PayoutOutcomeResult = 'changed' | 'unchanged' | 'unknown'

/**
 * What the provider said of a transfer, from its answer, a webhook or a status poll. Each change is
 * a conditional update from the states it may leave, so the same outcome heard twice changes it once
 * and a failed transfer never moves again. A failure (or the bank reversing a paid transfer) gives
 * the money back to the therapist's balance: the Payout trigger writes the reversal, once.
 */
export async function applyPayoutOutcome(reference: string, outcome: TransferOutcome, now = new Date()): Promise<PayoutOutcomeResult> {
  const payout = await db.payout.findUnique({ where: { reference }, select: { id: true } })
  if (!payout) return 'unknown'
  const providerReference = outcome.providerReference ? { providerReference: outcome.providerReference } : {}
  const { count } =
    outcome.status === 'Processing'
      ? await db.payout.updateMany({ where: { id: payout.id, status: 'Pending' }, data: { status: 'Processing', ...providerReference } })
      : outcome.status === 'Paid'
        ? await db.payout.updateMany({ where: { id: payout.id, status: { in: ['Pending', 'Processing'] } }, data: { status: 'Paid', completedAt: now, failureReason: null, ...providerReference } })
        : await db.payout.updateMany({
            where: { id: payout.id, status: { in: ['Pending', 'Processing', 'Paid'] } },
            data: { status: 'Failed', completedAt: now, failureReason: outcome.message?.slice(0, 300) ?? 'The transfer failed', ...providerReference },
          })
  return count > 0 ? 'changed' : 'unchanged'
}
