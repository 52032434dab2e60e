import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { viewAdminAppointment } from '@/lib/server/admin/appointments/view-admin-appointment'

/** GET admin/appointment/{id}: one appointment with its payments and reschedules; 404 for an unknown id (Admin, Manager). */
export const GET = withRole(ADMIN_AREA_ROLES, async ({ params, user }) => ok({ data: await viewAdminAppointment({ viewer: user, appointmentId: params.id ?? '' }) }))
