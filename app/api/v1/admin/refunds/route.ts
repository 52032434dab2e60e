import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { AppError } from '@/lib/server/errors'
import { isRefundStatus, REFUND_STATUSES } from '@/lib/refunds/refund-names'
import { listRefunds } from '@/lib/server/payments/list-refunds'

/** GET admin/refunds?search=reference-or-email&status=: every refund with its state (Admin, Manager). */
export const GET = withRole(ADMIN_AREA_ROLES, async ({ request, user }) => {
  const params = request.nextUrl.searchParams
  const status = params.get('status')
  if (status && !isRefundStatus(status)) throw new AppError('VALIDATION', `status must be one of ${REFUND_STATUSES.join(', ')}`)
  return ok(await listRefunds(user, { search: params.get('search') ?? '', status: status && isRefundStatus(status) ? status : undefined }))
})
