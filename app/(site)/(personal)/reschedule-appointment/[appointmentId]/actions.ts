'use server'

import { PATIENT_AREA_ROLES } from '@/lib/roles'
import { boundId } from '@/lib/server/actions/action-input'
import { roleAction } from '@/lib/server/actions/role-actions'
import { rescheduleAppointment } from '@/lib/server/appointments/reschedule-appointment'
import { rescheduleSchema } from '@/lib/validation/reschedule'

/** The reschedule form's submit: the same use case as PUT /api/v1/patient/reschedule-appointment/{id}. */
export const rescheduleAppointmentAction = roleAction(PATIENT_AREA_ROLES, boundId(rescheduleSchema), async ({ user, id, input }) => {
  const { message } = await rescheduleAppointment({ appointmentId: id, patientId: user.id, ...input })
  return { message }
})
