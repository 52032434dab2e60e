import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { listPayoutRuns } from '@/lib/server/payouts/list-payout-runs'

/** GET admin/payouts: the latest payout runs, newest first, with their transfers (Admin, Manager). */
export const GET = withRole(ADMIN_AREA_ROLES, async ({ user }) => ok({ data: await listPayoutRuns(user) }))
