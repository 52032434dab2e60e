import { PATIENT_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { viewPatientAppointment } from '@/lib/server/appointments/view-patient-appointment'

/** One of the caller's own appointments; anyone else's id answers 404 like an unknown one. */
export const GET = withRole(PATIENT_AREA_ROLES, async ({ params, user }) =>
  ok({ data: await viewPatientAppointment({ appointmentId: params.id ?? '', patientId: user.id }) }),
)
