'use server'

import { therapistAction } from '@/lib/server/actions/role-actions'
import { repeatAvailability } from '@/lib/server/availability/repeat-availability'
import { setAvailability } from '@/lib/server/availability/set-availability'
import { setAvailabilitySchema } from '@/lib/validation/availability'

/**
 * The planner's Submit: the same use cases as POST /api/v1/therapist/set-availability, one date, or
 * with "Repeat weekly" the same hours for that many weeks (what each date became comes back).
 */
export const setAvailabilityAction = therapistAction({ verified: true }, setAvailabilitySchema, async ({ therapist, input: { availableDate, availableSlots, repeatWeeks } }) => {
  if (repeatWeeks !== undefined) {
    const { message, data } = await repeatAvailability({ therapistId: therapist.id, availableDate, availableSlots, repeatWeeks })
    return { message, data: { weeks: data.weeks } }
  }
  const { message } = await setAvailability({ therapistId: therapist.id, availableDate, availableSlots })
  return { message }
})
