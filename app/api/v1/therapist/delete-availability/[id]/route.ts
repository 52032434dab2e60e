import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { deleteAvailability } from '@/lib/server/availability/delete-availability'
import { assertVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'

/** → { message }; anyone else's id is 404. */
export const DELETE = withRole(['Therapist'], async ({ params, user }) => {
  await assertVerifiedTherapist(user)
  return ok(await deleteAvailability({ therapistId: user.id, availabilityId: params.id ?? '' }))
})
