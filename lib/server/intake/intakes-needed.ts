import 'server-only'
import { db } from '../db'

/**
 * Which of a patient's appointments still ask for an intake: paid sessions with a therapist whose
 * intake the patient has not filled yet (asked after paying for the first session with them, and
 * on the appointment until done).
 */
export async function appointmentsNeedingIntake({ patientId, appointmentIds }: { patientId: string; appointmentIds: string[] }): Promise<Set<string>> {
  if (appointmentIds.length === 0) return new Set()
  const rows = await db.appointment.findMany({
    where: { id: { in: appointmentIds }, patientId, status: 'Paid', therapist: { intakes: { none: { patientId } } } },
    select: { id: true },
  })
  return new Set(rows.map((row) => row.id))
}

export async function needsIntake({ patientId, appointmentId }: { patientId: string; appointmentId: string }): Promise<boolean> {
  return (await appointmentsNeedingIntake({ patientId, appointmentIds: [appointmentId] })).has(appointmentId)
}
