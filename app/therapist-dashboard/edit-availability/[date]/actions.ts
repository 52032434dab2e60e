'use server'

import { boundId } from '@/lib/server/actions/action-input'
import { therapistAction } from '@/lib/server/actions/role-actions'
import { updateAvailability } from '@/lib/server/availability/update-availability'
import { updateAvailabilitySchema } from '@/lib/validation/availability'

/** Save Changes: the same use case as PUT /api/v1/therapist/update-availability/{id}. */
export const updateAvailabilityAction = therapistAction({ verified: true }, boundId(updateAvailabilitySchema), async ({ therapist, id, input: { date, availableSlots } }) => {
  const { message } = await updateAvailability({ therapistId: therapist.id, availabilityId: id, date, availableSlots })
  return { message }
})
