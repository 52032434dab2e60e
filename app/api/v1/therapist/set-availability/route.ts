import { readJson } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { repeatAvailability } from '@/lib/server/availability/repeat-availability'
import { setAvailability } from '@/lib/server/availability/set-availability'
import { withVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'
import { setAvailabilitySchema } from '@/lib/validation/availability'

/**
 * { availableDate: 'YYYY-MM-DD', availableSlots: ['09:00', …] } → 201 { message, data: availability }.
 * With repeatWeeks (1–12): the same hours on that weekday for that many weeks → 201 { message, data: { weeks } }.
 */
export const POST = withVerifiedTherapist(async ({ request, user }) => {
  const { availableDate, availableSlots, repeatWeeks } = await readJson(request, setAvailabilitySchema)
  if (repeatWeeks !== undefined) return ok(await repeatAvailability({ therapistId: user.id, availableDate, availableSlots, repeatWeeks }), 201)
  return ok(await setAvailability({ therapistId: user.id, availableDate, availableSlots }), 201)
})
