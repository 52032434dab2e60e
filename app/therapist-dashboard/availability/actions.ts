'use server'

import { therapistAction } from '@/lib/server/actions/role-actions'
import { deleteAvailability } from '@/lib/server/availability/delete-availability'
import { availabilityIdSchema } from '@/lib/validation/availability'

/** The list's Yes, I'm Sure: the same use case as DELETE /api/v1/therapist/delete-availability/{id}. */
export const deleteAvailabilityAction = therapistAction({ verified: true }, availabilityIdSchema, async ({ therapist, input: availabilityId }) =>
  deleteAvailability({ therapistId: therapist.id, availabilityId }),
)
