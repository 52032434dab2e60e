import { ok } from '@/lib/server/api/respond'
import { deleteAvailability } from '@/lib/server/availability/delete-availability'
import { withVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'

/** → { message }; anyone else's id is 404. */
export const DELETE = withVerifiedTherapist(async ({ params, user }) => {
  return ok(await deleteAvailability({ therapistId: user.id, availabilityId: params.id ?? '' }))
})
