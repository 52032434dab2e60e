import { readJson } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { updateAvailability } from '@/lib/server/availability/update-availability'
import { withVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'
import { updateAvailabilitySchema } from '@/lib/validation/availability'

/** { date?, availableSlots: ['09:00', …] } → { message, data: availability }. */
export const PUT = withVerifiedTherapist(async ({ request, params, user }) => {
  const { date, availableSlots } = await readJson(request, updateAvailabilitySchema)
  return ok(await updateAvailability({ therapistId: user.id, availabilityId: params.id ?? '', date, availableSlots }))
})
