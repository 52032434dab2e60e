'use server'

import { runAction } from '@/lib/server/actions/run-action'
import { markAppointmentComplete } from '@/lib/server/therapist-dashboard/mark-appointment-complete'
import { requireVerifiedTherapistApi } from '@/lib/server/therapists/require-verified-therapist'
import { markCompleteSchema } from '@/lib/validation/therapist-appointments'

/** The schedule card's Mark Complete: a server action only (spec 7 has no call for it; docs/decisions/014-therapist-dashboard.md). */
export async function markCompleteAction(input: unknown) {
  return runAction(markCompleteSchema, input, async ({ appointmentId }) => {
    const user = await requireVerifiedTherapistApi()
    return markAppointmentComplete({ appointmentId, therapistId: user.id })
  })
}
