import { PATIENT_AREA_ROLES } from '@/lib/roles'
import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { rescheduleAppointment } from '@/lib/server/appointments/reschedule-appointment'
import { rescheduleSchema } from '@/lib/validation/reschedule'

/** { newAppointmentDate, newSlot_start, newSlot_end } → { message, data: appointment }. */
export const PUT = withRole(PATIENT_AREA_ROLES, async ({ request, params, user }) => {
  const input = await readJson(request, rescheduleSchema)
  return ok(await rescheduleAppointment({ appointmentId: params.id ?? '', patientId: user.id, ...input }))
})
