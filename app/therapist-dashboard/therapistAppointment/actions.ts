'use server'

import { therapistAction } from '@/lib/server/actions/role-actions'
import { markAppointmentComplete } from '@/lib/server/therapist-dashboard/mark-appointment-complete'
import { markCompleteSchema } from '@/lib/validation/therapist-appointments'

/** The schedule card's Mark Complete: a server action only (the API has no call for it; docs/decisions/014-therapist-dashboard.md). */
export const markCompleteAction = therapistAction({ verified: true }, markCompleteSchema, async ({ therapist, input: { appointmentId } }) =>
  markAppointmentComplete({ appointmentId, therapistId: therapist.id }),
)
