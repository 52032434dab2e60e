import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { listTherapistDocumentsForAdmin } from '@/lib/server/admin/therapists/view-therapist'

/** GET admin/admin-get-therapist-documents/{id}: { data: { certificates, cacDocument, logo } } (Admin, Manager). */
export const GET = withRole(ADMIN_AREA_ROLES, async ({ params, user }) => ok({ data: await listTherapistDocumentsForAdmin({ viewer: user, therapistId: params.id ?? '' }) }))
