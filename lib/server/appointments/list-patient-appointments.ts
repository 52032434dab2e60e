import 'server-only'
import { lagosDateKey } from '@/lib/format'
import { rescheduleBlock, type RescheduleBlock } from '@/lib/validation/reschedule'
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

export type ProfileAppointment = PatientAppointment & { block: RescheduleBlock | null }

/**
 * The same list for the profile page, each with why it cannot be rescheduled today (spec 4), or null
 * when it can: the rule the reschedule itself enforces, decided here on the server's clock.
 */
export async function listProfileAppointments({ patientId, now = new Date() }: { patientId: string; now?: Date }): Promise<ProfileAppointment[]> {
  const today = lagosDateKey(now)
  const appointments = await listPatientAppointments({ patientId, now })
  return appointments.map((appointment) => ({ ...appointment, block: rescheduleBlock(appointment, today) }))
}
