import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { startPayoutRun } from '@/lib/server/payouts/start-payout-run'

/** POST admin/payouts/run: pays every therapist owed at least the minimum → { message, data: { runId, transfers, skipped } }. Admin only. */
export const POST = withRole(['Admin'], async ({ user }) => ok({ ...(await startPayoutRun({ actor: user })) }))
