import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { listAbsenceReports } from '@/lib/server/cancellations/list-absence-reports'

/** Reports that a therapist did not come: open ones first (Admin, Manager). */
export const GET = withRole(ADMIN_AREA_ROLES, async ({ user }) => ok({ data: await listAbsenceReports(user) }))
