import { ok } from '@/lib/server/api/respond'
import { listAvailability } from '@/lib/server/availability/list-availability'
import { withVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'

/** The caller's own availability: { data: [{ _id, availableDate, availableSlots, isBooked, bookedSlots, isPassed }] }. */
export const GET = withVerifiedTherapist(async ({ user }) => {
  return ok({ data: await listAvailability({ therapistId: user.id }) })
})
