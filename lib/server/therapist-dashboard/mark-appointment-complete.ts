import 'server-only'
import { isUuid } from '@/lib/validation/directory'
import { APPOINTMENT_NOT_FOUND } from '@/lib/validation/reschedule'
import { therapistAppointmentsWhere } from '../appointments/visible-appointments'
import { db } from '../db'
import { AppError } from '../errors'

export const MARKED_COMPLETE = 'Appointment marked as completed'
export const ALREADY_COMPLETE = 'This appointment is already completed'
export const NOT_STARTED = 'You can mark this appointment complete once it has started.'
export const NOT_PAID = 'Only paid appointments can be marked complete.'

/**
 * Mark Complete: the therapist's own paid appointment whose start time has come
 * becomes complete. One conditional update does it, so a double click or two tabs write once; when
 * it matches nothing the row is read to say why. Another therapist's id is a plain 404. Marking again,
 * or marking a session that already counts as completed because it passed, answers success. An
 * unpaid hold is not the therapist's to see (visible-appointments.ts), so its id is not found either.
 */
export async function markAppointmentComplete({
  appointmentId,
  therapistId,
  now = new Date(),
}: {
  appointmentId: string
  therapistId: string
  now?: Date
}): Promise<{ message: string }> {
  if (!isUuid(appointmentId)) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
  const { count } = await db.appointment.updateMany({
    where: { id: appointmentId, therapistId, status: 'Paid', isComplete: false, startsAt: { lte: now } },
    data: { isComplete: true, completedAt: now },
  })
  if (count === 1) return { message: MARKED_COMPLETE }

  const appointment = await db.appointment.findFirst({
    where: { AND: [{ id: appointmentId }, therapistAppointmentsWhere(therapistId)] },
    select: { status: true, isComplete: true, startsAt: true },
  })
  if (!appointment) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
  if (appointment.status !== 'Paid') throw new AppError('CONFLICT', NOT_PAID)
  if (appointment.isComplete) return { message: ALREADY_COMPLETE }
  throw new AppError('CONFLICT', NOT_STARTED)
}
