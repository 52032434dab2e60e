import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { listRefundsDue } from '@/lib/server/payments/list-refunds'

/** GET admin/refunds?search=reference-or-email: payments that arrived after their time was taken, to be refunded (Admin, Manager). */
export const GET = withRole(ADMIN_AREA_ROLES, async ({ request, user }) =>
  ok(await listRefundsDue(user, { search: request.nextUrl.searchParams.get('search') ?? '' })),
)
