import 'server-only'
import { describePayoutRun } from '@/lib/admin/payout-status'
import { koboToNaira } from '@/lib/money'
import type { PayoutStatus } from '@/lib/generated/prisma/client'
import { assertAdmin, type Actor } from '../auth/assert-role'
import { runPayouts, type SkippedTherapist } from './run-payouts'

export type StartedPayoutRun = {
  message: string
  data: {
    runId: string
    /** One per therapist paid; amount in naira. */
    transfers: { therapistId: string; amount: number; reference: string; status: PayoutStatus }[]
    /** Therapists owed something who were not paid, and why. */
    skipped: { therapistId: string; amount: number; reason: SkippedTherapist['reason']; heldUntil: string | null }[]
  }
}

/**
 * "Run payouts" (POST admin/payouts/run and the button on /admin/payouts): a payout run now, started
 * by an admin (a Manager is refused here too), in the audit log.
 */
export async function startPayoutRun({ actor, now = new Date() }: { actor: Actor; now?: Date }): Promise<StartedPayoutRun> {
  assertAdmin(actor)
  const run = await runPayouts({ trigger: 'Admin', startedById: actor.id, now })
  return {
    message: describePayoutRun({ transfers: run.transfers, skipped: run.skipped.length }),
    data: {
      runId: run.runId,
      transfers: run.transfers.map((transfer) => ({ therapistId: transfer.therapistId, amount: koboToNaira(transfer.amountKobo), reference: transfer.reference, status: transfer.status })),
      skipped: run.skipped.map((skip) => ({ therapistId: skip.therapistId, amount: koboToNaira(skip.payableKobo), reason: skip.reason, heldUntil: skip.heldUntil?.toISOString() ?? null })),
    },
  }
}
