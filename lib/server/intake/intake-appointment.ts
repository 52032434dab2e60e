import 'server-only'
import { isUuid } from '@/lib/validation/directory'
import { INTAKE_NOT_FOUND } from '@/lib/validation/intake'
import { db } from '../db'
import { AppError } from '../errors'

/*
 * Which appointment an intake call is about, and whether the caller is one of its two people. An
 * intake belongs to a patient and a therapist (one per pair); it is reached through any of their paid
 * appointments together. Anyone else (another patient or therapist, an admin, a manager) finds
 * nothing and gets a 404, exactly as for an appointment that does not exist.
 */
export type IntakeAppointment = { id: string; patientId: string; therapistId: string; startsAt: Date; endsAt: Date }

const SELECT = { id: true, patientId: true, therapistId: true, startsAt: true, endsAt: true } as const

/** The patient's own paid appointment, or NOT_FOUND. */
export async function findPatientIntakeAppointment({ patientId, appointmentId }: { patientId: string; appointmentId: string }): Promise<IntakeAppointment> {
  const row = isUuid(appointmentId) ? await db.appointment.findFirst({ where: { id: appointmentId, patientId, status: 'Paid' }, select: SELECT }) : null
  if (!row) throw new AppError('NOT_FOUND', INTAKE_NOT_FOUND)
  return row
}

/** The therapist's own paid appointment, or NOT_FOUND. */
export async function findTherapistIntakeAppointment({ therapistId, appointmentId }: { therapistId: string; appointmentId: string }): Promise<IntakeAppointment> {
  const row = isUuid(appointmentId) ? await db.appointment.findFirst({ where: { id: appointmentId, therapistId, status: 'Paid' }, select: SELECT }) : null
  if (!row) throw new AppError('NOT_FOUND', INTAKE_NOT_FOUND)
  return row
}
