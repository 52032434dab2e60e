import 'server-only'
import { lagosDateKey } from '@/lib/time'
import { isUuid } from '@/lib/validation/directory'
import { APPOINTMENT_NOT_FOUND } from '@/lib/validation/reschedule'
import { APPOINTMENT_EMAIL_SELECT, appointmentInvite } from '../booking/appointment-email-details'
import { db } from '../db'
import { AppError } from '../errors'

export type CalendarFile = { filename: string; content: string }

/**
 * Add to calendar: the .ics file of one of the patient's own paid appointments, the very event the
 * booking and reschedule emails carry (same UID, SEQUENCE = the moves so far), so importing it and
 * later updates by email stay one event. Owner and status are in the where clause: another patient's
 * appointment, an unpaid hold and an unknown id are all simply not found (404).
 */
export async function downloadCalendarInvite({ appointmentId, patientId, now = new Date() }: { appointmentId: string; patientId: string; now?: Date }): Promise<CalendarFile> {
  if (!isUuid(appointmentId)) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
  const appointment = await db.appointment.findFirst({ where: { id: appointmentId, patientId, status: 'Paid' }, select: APPOINTMENT_EMAIL_SELECT })
  if (!appointment) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
  return { filename: `alafia-session-${lagosDateKey(appointment.startsAt)}.ics`, content: appointmentInvite(appointment, 'patient', now) }
}
