'use server'

import { therapistAction } from '@/lib/server/actions/role-actions'
import { acknowledgeSafetyAlert } from '@/lib/server/intake/acknowledge-safety-alert'
import { saveSessionNote } from '@/lib/server/session-notes/save-session-note'
import { acknowledgeAlertSchema, sessionNoteFormSchema } from '@/lib/validation/intake'

/** The notes form: the same use case as PUT /api/v1/therapist/session-notes/{appointmentId}. */
export const saveSessionNoteAction = therapistAction({ verified: true }, sessionNoteFormSchema, async ({ therapist, input: { appointmentId, note } }) => {
  const { message, updatedAt } = await saveSessionNote({ therapistId: therapist.id, appointmentId, note })
  return { message, data: { updatedAt } }
})

/** The booked therapist acknowledges the safety alert of their patient's intake. */
export const acknowledgeAlertAction = therapistAction({ verified: true }, acknowledgeAlertSchema, async ({ therapist, input: { appointmentId } }) =>
  acknowledgeSafetyAlert({ therapistId: therapist.id, appointmentId }),
)
