import { ok } from '@/lib/server/api/respond'
import { viewAvailability } from '@/lib/server/availability/view-availability'
import { withVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'

/** One of the caller's own availabilities: { success: true, availability }; anyone else's id is 404. */
export const GET = withVerifiedTherapist(async ({ params, user }) => {
  return ok({ success: true, availability: await viewAvailability({ therapistId: user.id, availabilityId: params.id ?? '' }) })
})
