import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { listAdminAppointments } from '@/lib/server/admin/appointments/list-admin-appointments'
import { readAdminListQuery } from '@/lib/server/admin/dashboard/read-list-query'

/** GET admin/appointments?search=&page=: paid appointments and refund cases, latest date first, searched by client name (Admin, Manager). */
export const GET = withRole(ADMIN_AREA_ROLES, async ({ request, user }) => {
  const { rows, ...page } = await listAdminAppointments({ viewer: user, ...readAdminListQuery(request) })
  return ok({ data: rows, ...page })
})
