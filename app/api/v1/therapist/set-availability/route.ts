import { readJson } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { setAvailability } from '@/lib/server/availability/set-availability'
import { withVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'
import { setAvailabilitySchema } from '@/lib/validation/availability'

/** { availableDate: 'YYYY-MM-DD', availableSlots: ['09:00', …] } → 201 { message, data: availability }. */
export const POST = withVerifiedTherapist(async ({ request, user }) => {
  const { availableDate, availableSlots } = await readJson(request, setAvailabilitySchema)
  return ok(await setAvailability({ therapistId: user.id, availableDate, availableSlots }), 201)
})
