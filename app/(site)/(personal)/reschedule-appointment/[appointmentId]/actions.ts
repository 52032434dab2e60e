'use server'

import { PATIENT_AREA_ROLES } from '@/lib/roles'
import { runAction } from '@/lib/server/actions/run-action'
import { rescheduleAppointment } from '@/lib/server/appointments/reschedule-appointment'
import { requireUser } from '@/lib/server/auth/current-user'
import { rescheduleSchema } from '@/lib/validation/reschedule'

/** The reschedule form's submit: the same use case as PUT /api/v1/patient/reschedule-appointment/{id}. */
export async function rescheduleAppointmentAction(appointmentId: string, input: unknown) {
  return runAction(rescheduleSchema, input, async (data) => {
    const user = await requireUser(PATIENT_AREA_ROLES)
    const { message } = await rescheduleAppointment({ appointmentId: String(appointmentId), patientId: user.id, ...data })
    return { message }
  })
}
