'use server'

import { runAction } from '@/lib/server/actions/run-action'
import { setAvailability } from '@/lib/server/availability/set-availability'
import { requireVerifiedTherapistApi } from '@/lib/server/therapists/require-verified-therapist'
import { setAvailabilitySchema } from '@/lib/validation/availability'

/** The planner's Submit: the same use case as POST /api/v1/therapist/set-availability. */
export async function setAvailabilityAction(input: unknown) {
  return runAction(setAvailabilitySchema, input, async ({ availableDate, availableSlots }) => {
    const user = await requireVerifiedTherapistApi()
    const { message } = await setAvailability({ therapistId: user.id, availableDate, availableSlots })
    return { message }
  })
}
