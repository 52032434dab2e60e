'use server'

import { adminAction } from '@/lib/server/actions/role-actions'
import { startPayoutRun } from '@/lib/server/payouts/start-payout-run'
import { runPayoutsSchema } from '@/lib/validation/payouts'

/** "Run payouts" on /admin/payouts: the same use case as POST admin/payouts/run. Admin only (checked again in the use case). */
export const runPayoutsAction = adminAction(runPayoutsSchema, async ({ admin }) => {
  const { message } = await startPayoutRun({ actor: admin })
  return { message }
})
