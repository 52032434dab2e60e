import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { verifyTherapist } from '@/lib/server/admin/therapists/verify-therapist'

/** PUT admin/admin-verify-therapist/{id}: Therapist verified (Admin only; 409 until the documents allow it). */
export const PUT = withRole(['Admin'], async ({ params, user }) => ok(await verifyTherapist({ actor: user, therapistId: params.id ?? '' })))
