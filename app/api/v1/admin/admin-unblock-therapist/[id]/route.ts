import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { unblockTherapist } from '@/lib/server/admin/therapists/block-therapist'

/** PUT admin/admin-unblock-therapist/{id}: Therapist unblocked (Admin only). */
export const PUT = withRole(['Admin'], async ({ params, user }) => ok(await unblockTherapist({ actor: user, therapistId: params.id ?? '' })))
