import 'server-only'
import { lagosDateAndHour, lagosDateKey } from '@/lib/format'
import { parseSlotHour, rescheduleBlock, type RescheduleBlock } from '@/lib/validation/reschedule'
import { db } from '../db'
import { isAppError } from '../errors'
import { findOpenAvailability } from '../therapists/find-open-availability'
import { toPatientAppointment, type PatientAppointment } from './appointment-dto'
import { findOwnAppointmentRow } from './view-patient-appointment'

export type RescheduleDay = {
  /** Lagos date, YYYY-MM-DD. */
  date: string
  /** Start hours (0–23, sorted) whose `duration` consecutive hours are all free that day. */
  starts: number[]
}

export type RescheduleOptions = {
  appointment: PatientAppointment
  /** Why it cannot be moved (spec 4), or null. */
  block: RescheduleBlock | null
  /** The days with at least one possible start; empty when blocked. */
  days: RescheduleDay[]
}

const HOUR_MS = 3_600_000

/**
 * What the reschedule page offers for one of the patient's own appointments (null for anyone
 * else's). Free hours come from findOpenAvailability (published, not started, not held or booked);
 * the appointment's own hours count as free too, because the move releases them in the same
 * transaction (a 10–12 session may move to 11–13). Only starts whose whole original duration fits in
 * free hours of one day are offered (spec 5: the duration is kept).
 */
export async function findRescheduleOptions({
  appointmentId,
  patientId,
  now = new Date(),
}: {
  appointmentId: string
  patientId: string
  now?: Date
}): Promise<RescheduleOptions | null> {
  const row = await findOwnAppointmentRow({ appointmentId, patientId })
  if (!row) return null
  const appointment = toPatientAppointment(row, now)
  const block = rescheduleBlock(appointment, lagosDateKey(now))
  if (block) return { appointment, block, days: [] }

  const freeByDate = await freeHoursByDate(row.therapist.userId, now)
  await addOwnHours(freeByDate, row.therapist.userId, row.startsAt, row.durationHours)

  const current = lagosDateAndHour(row.startsAt)
  const days: RescheduleDay[] = []
  for (const [date, free] of freeByDate) {
    const starts = [...free]
      .filter((start) => start + row.durationHours <= 24)
      .filter((start) => Array.from({ length: row.durationHours }, (_, i) => start + i).every((hour) => free.has(hour)))
      .filter((start) => !(date === current.date && start === current.hour))
      .sort((a, b) => a - b)
    if (starts.length > 0) days.push({ date, starts })
  }
  days.sort((a, b) => (a.date < b.date ? -1 : 1))
  return { appointment, block, days }
}

async function freeHoursByDate(therapistId: string, now: Date): Promise<Map<string, Set<number>>> {
  try {
    const days = await findOpenAvailability({ therapistId, now })
    return new Map(days.map((day) => [day.availableDate, new Set(day.availableSlots.map((slot) => parseSlotHour(slot)).filter((h) => h !== null))]))
  } catch (error) {
    // A therapist who is no longer listed (blocked, unverified) takes no new times.
    if (isAppError(error) && error.code === 'NOT_FOUND') return new Map()
    throw error
  }
}

/** Adds the appointment's own published hours to the days that are on offer. */
async function addOwnHours(freeByDate: Map<string, Set<number>>, therapistId: string, startsAt: Date, durationHours: number) {
  const own = Array.from({ length: durationHours }, (_, i) => lagosDateAndHour(new Date(startsAt.getTime() + i * HOUR_MS)))
  const dates = [...new Set(own.map((slot) => slot.date))].filter((date) => freeByDate.has(date))
  if (dates.length === 0) return
  const published = await db.availability.findMany({
    where: { therapistId, date: { in: dates.map((date) => new Date(`${date}T00:00:00.000Z`)) } },
    select: { date: true, hours: true },
  })
  const publishedByDate = new Map(published.map((day) => [day.date.toISOString().slice(0, 10), new Set(day.hours)]))
  for (const { date, hour } of own) if (publishedByDate.get(date)?.has(hour)) freeByDate.get(date)?.add(hour)
}
