import 'server-only'
import { startsForDuration } from '@/lib/availability/free-hours'
import { lagosDateKey } from '@/lib/time'
import { rescheduleBlock, type RescheduleBlock } from '@/lib/validation/reschedule'
import { findTherapistHours } from '../availability/find-therapist-hours'
import { db } from '../db'
import { PUBLIC_THERAPIST_WHERE } from '../therapists/public-therapist'
import { toPatientAppointment, type PatientAppointment } from './appointment-dto'
import { findOwnAppointmentRow, type OwnAppointmentQuery } from './view-patient-appointment'

export type RescheduleDay = {
  /** Lagos date, YYYY-MM-DD. */
  date: string
  /** Start hours (0–23, sorted) whose `duration` consecutive hours are all free that day. */
  starts: number[]
}

export type RescheduleOptions = {
  appointment: PatientAppointment
  /** Why it cannot be moved, or null. */
  block: RescheduleBlock | null
  /** The days with at least one possible start; empty when blocked. */
  days: RescheduleDay[]
}

/**
 * What the reschedule page offers for one of the patient's own appointments (null for anyone
 * else's). Free hours and whole ranges come from lib/availability/free-hours.ts (published, not
 * started, not held or booked); the appointment's own hours count as free too, because the move
 * releases them in the same transaction (a 10–12 session may move to 11–13). Only starts whose whole
 * original duration is bookable on one day are offered (a move keeps the duration). A therapist
 * who is no longer listed (blocked, unverified) takes no new times.
 */
export async function findRescheduleOptions({
  appointmentId,
  patientId,
  now = new Date(),
}: OwnAppointmentQuery): Promise<RescheduleOptions | null> {
  const row = await findOwnAppointmentRow({ appointmentId, patientId })
  if (!row) return null
  const appointment = toPatientAppointment(row, now)
  const block = rescheduleBlock(appointment, lagosDateKey(now))
  if (block) return { appointment, block, days: [] }

  const therapistId = row.therapist.userId
  const listed = await db.therapistProfile.findFirst({ where: { ...PUBLIC_THERAPIST_WHERE, userId: therapistId }, select: { userId: true } })
  if (!listed) return { appointment, block, days: [] }
  const hours = await findTherapistHours(db, { therapistIds: [therapistId], fromDate: lagosDateKey(now), now, ignore: { id: row.id } })
  const { days: published, taken } = hours.get(therapistId)!

  const days: RescheduleDay[] = startsForDuration({ days: published, taken, duration: row.durationHours, now, except: row.startsAt })
  return { appointment, block, days }
}
