import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { viewTherapistForAdmin } from '@/lib/server/admin/therapists/view-therapist'

/** GET admin/admin-view-therapist/{id}: every profile field, states, documents, paid sessions to come (Admin, Manager). */
export const GET = withRole(ADMIN_AREA_ROLES, async ({ params, user }) => ok({ data: await viewTherapistForAdmin({ viewer: user, therapistId: params.id ?? '' }) }))
