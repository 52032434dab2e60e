import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { blockTherapist } from '@/lib/server/admin/therapists/block-therapist'

/** PUT admin/admin-block-therapist/{id}: Therapist blocked; unlisted, not bookable, sessions ended (Admin only). */
export const PUT = withRole(['Admin'], async ({ params, user }) => ok(await blockTherapist({ actor: user, therapistId: params.id ?? '' })))
