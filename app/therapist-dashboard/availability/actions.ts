'use server'

import { z } from 'zod'
import { runAction } from '@/lib/server/actions/run-action'
import { deleteAvailability } from '@/lib/server/availability/delete-availability'
import { requireVerifiedTherapistApi } from '@/lib/server/therapists/require-verified-therapist'

/** The list's Yes, I'm Sure: the same use case as DELETE /api/v1/therapist/delete-availability/{id}. */
export async function deleteAvailabilityAction(availabilityId: unknown) {
  return runAction(z.string().max(100), availabilityId, async (id) => {
    const user = await requireVerifiedTherapistApi()
    return deleteAvailability({ therapistId: user.id, availabilityId: id })
  })
}
