import { PATIENT_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { listPatientAppointments } from '@/lib/server/appointments/list-patient-appointments'

/** The caller's own paid sessions: upcoming soonest first, then past latest first. An Admin sees only their own here too. */
export const GET = withRole(PATIENT_AREA_ROLES, async ({ user }) => ok({ data: await listPatientAppointments({ patientId: user.id }) }))
