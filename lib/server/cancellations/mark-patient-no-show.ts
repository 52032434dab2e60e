import 'server-only'
import { MARKED_NO_SHOW, NO_SHOW_TOO_EARLY } from '@/lib/validation/cancellation'
import { isUuid } from '@/lib/validation/directory'
import { APPOINTMENT_NOT_FOUND } from '@/lib/validation/reschedule'
import { db } from '../db'
import { AppError } from '../errors'
import { assertWithinAbsenceWindow } from './absence-window'

/**
 * The therapist marks the patient absent from one of their paid sessions (POST therapist/mark-no-show/
 * {id}): no refund is due, and the schedule and admins show it. Allowed from the start until 48
 * hours after the end; marking it again changes nothing.
 */
export async function markPatientNoShow({ therapistId, appointmentId, now = new Date() }: { therapistId: string; appointmentId: string; now?: Date }): Promise<{ message: string }> {
  const row = isUuid(appointmentId)
    ? await db.appointment.findFirst({ where: { id: appointmentId, therapistId, status: 'Paid' }, select: { id: true, startsAt: true, endsAt: true } })
    : null
  if (!row) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
  assertWithinAbsenceWindow({ ...row, now, tooEarly: NO_SHOW_TOO_EARLY })
  await db.appointment.updateMany({ where: { id: row.id, patientNoShowAt: null }, data: { patientNoShowAt: now } })
  return { message: MARKED_NO_SHOW }
}
