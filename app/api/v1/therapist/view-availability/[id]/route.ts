import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { viewAvailability } from '@/lib/server/availability/view-availability'
import { assertVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'

/** One of the caller's own availabilities: { success: true, availability }; anyone else's id is 404. */
export const GET = withRole(['Therapist'], async ({ params, user }) => {
  await assertVerifiedTherapist(user)
  return ok({ success: true, availability: await viewAvailability({ therapistId: user.id, availabilityId: params.id ?? '' }) })
})
