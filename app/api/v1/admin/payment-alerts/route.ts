import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { listPaymentAlerts } from '@/lib/server/payments/payment-alerts'

/** Payment alerts still open, oldest first (Admin, Manager); `?handled=1` adds the latest handled ones. → { data, open } */
export const GET = withRole(ADMIN_AREA_ROLES, async ({ request, user }) => {
  const includeHandled = new URL(request.url).searchParams.get('handled') === '1'
  return ok(await listPaymentAlerts(user, { includeHandled }))
})
