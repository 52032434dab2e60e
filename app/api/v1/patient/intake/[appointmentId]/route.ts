import { ROLES } from '@/lib/roles'
import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { saveIntake } from '@/lib/server/intake/save-intake'
import { viewPatientIntake } from '@/lib/server/intake/view-patient-intake'
import { INTAKE_SAVED, intakeAnswersSchema } from '@/lib/validation/intake'

// The patient's own intake for the therapist of one of their paid appointments (decision 029). Any
// signed-in person may call: whoever is not that appointment's patient finds nothing (404).

/** GET patient/intake/{appointmentId}: `{ data: { appointmentId, therapistId, therapistName, questions, submittedAt, answers } }`. */
export const GET = withRole(ROLES, async ({ params, user }) => ok({ data: await viewPatientIntake({ patientId: user.id, appointmentId: params.appointmentId ?? '' }) }))

/** PUT patient/intake/{appointmentId} with the answers: 200 `{ message, data: { …, alertRaised } }`; 400 invalid; 409 when the therapist's questions changed. */
export const PUT = withRole(ROLES, async ({ request, params, user }) => {
  const fields = await readJson(request, intakeAnswersSchema)
  return ok({ message: INTAKE_SAVED, data: await saveIntake({ patientId: user.id, appointmentId: params.appointmentId ?? '', fields }) })
})
