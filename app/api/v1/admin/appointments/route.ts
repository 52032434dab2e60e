import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { listAdminAppointments } from '@/lib/server/admin/appointments/list-admin-appointments'
import { readAdminQuery } from '@/lib/server/admin/dashboard/read-list-query'
import { adminAppointmentQuerySchema, APPOINTMENT_QUERY_KEYS } from '@/lib/validation/admin-filters'

/**
 * GET admin/appointments?search=&status=&from=&to=&page=: the sessions (paid appointments and refund
 * cases) by default, latest date first, searched by client name; status picks a state (abandoned: the
 * holds that ended unpaid), from and to the Lagos dates (Admin, Manager).
 */
export const GET = withRole(ADMIN_AREA_ROLES, async ({ request, user }) => {
  const query = readAdminQuery(request, adminAppointmentQuerySchema, APPOINTMENT_QUERY_KEYS)
  const { rows, ...page } = await listAdminAppointments({ viewer: user, ...query })
  return ok({ data: rows, ...page })
})
