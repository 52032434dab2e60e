import 'server-only'
import { isUuid } from '@/lib/validation/directory'
import { APPOINTMENT_NOT_FOUND } from '@/lib/validation/reschedule'
import { db } from '../db'
import { AppError } from '../errors'
import { APPOINTMENT_SELECT, toPatientAppointment, type PatientAppointment } from './appointment-dto'

/**
 * One of the signed-in patient's own appointments. Another patient's id answers exactly like an
 * unknown one (404), so ids cannot be probed.
 */
export async function viewPatientAppointment({
  appointmentId,
  patientId,
  now = new Date(),
}: OwnAppointmentQuery): Promise<PatientAppointment> {
  const row = await findOwnAppointmentRow({ appointmentId, patientId })
  if (!row) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
  return toPatientAppointment(row, now)
}

/** Which of a patient's appointments, read at which instant. */
export type OwnAppointmentQuery = { appointmentId: string; patientId: string; now?: Date }

/** The owner is part of the where clause: another patient's (or a malformed) id finds nothing. */
export async function findOwnAppointmentRow({ appointmentId, patientId }: { appointmentId: string; patientId: string }) {
  if (!isUuid(appointmentId)) return null
  return db.appointment.findFirst({ where: { id: appointmentId, patientId }, select: APPOINTMENT_SELECT })
}
