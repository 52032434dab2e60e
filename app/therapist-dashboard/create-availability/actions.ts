'use server'

import { therapistAction } from '@/lib/server/actions/role-actions'
import { setAvailability } from '@/lib/server/availability/set-availability'
import { setAvailabilitySchema } from '@/lib/validation/availability'

/** The planner's Submit: the same use case as POST /api/v1/therapist/set-availability. */
export const setAvailabilityAction = therapistAction({ verified: true }, setAvailabilitySchema, async ({ therapist, input: { availableDate, availableSlots } }) => {
  const { message } = await setAvailability({ therapistId: therapist.id, availableDate, availableSlots })
  return { message }
})
