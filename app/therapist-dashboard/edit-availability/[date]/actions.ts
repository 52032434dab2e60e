'use server'

import { runAction } from '@/lib/server/actions/run-action'
import { updateAvailability } from '@/lib/server/availability/update-availability'
import { requireVerifiedTherapistApi } from '@/lib/server/therapists/require-verified-therapist'
import { updateAvailabilitySchema } from '@/lib/validation/availability'

/** Save Changes: the same use case as PUT /api/v1/therapist/update-availability/{id}. */
export async function updateAvailabilityAction(availabilityId: string, input: unknown) {
  return runAction(updateAvailabilitySchema, input, async ({ date, availableSlots }) => {
    const user = await requireVerifiedTherapistApi()
    const { message } = await updateAvailability({ therapistId: user.id, availabilityId: String(availabilityId), date, availableSlots })
    return { message }
  })
}
