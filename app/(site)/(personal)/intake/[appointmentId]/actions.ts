'use server'

import { patientAction } from '@/lib/server/actions/role-actions'
import { saveIntake } from '@/lib/server/intake/save-intake'
import { INTAKE_SAVED, intakeFormSchema } from '@/lib/validation/intake'

/** The intake page's form: the same use case as PUT /api/v1/patient/intake/{appointmentId}. */
export const saveIntakeAction = patientAction(intakeFormSchema, async ({ patient, input: { appointmentId, ...fields } }) => {
  const { alertRaised } = await saveIntake({ patientId: patient.id, appointmentId, fields })
  return { message: INTAKE_SAVED, data: { alertRaised } }
})
