import 'server-only'
import { db } from '../db'
import { APPOINTMENT_SELECT, toPatientAppointment, type PatientAppointment } from './appointment-dto'

/**
 * The signed-in patient's own appointments, newest first (by start time, then id so equal starts keep
 * one order). The where clause is the owner check: nobody else's appointment can appear.
 */
export async function listPatientAppointments({ patientId, now = new Date() }: { patientId: string; now?: Date }): Promise<PatientAppointment[]> {
  const rows = await db.appointment.findMany({
    where: { patientId },
    orderBy: [{ startsAt: 'desc' }, { id: 'desc' }],
    select: APPOINTMENT_SELECT,
  })
  return rows.map((row) => toPatientAppointment(row, now))
}
