import 'server-only'
import { freeHours } from '@/lib/availability/free-hours'
import { lagosDateKey, lagosInstant } from '@/lib/time'
import { findTherapistHours } from '../availability/find-therapist-hours'
import { db } from '../db'
import { PUBLIC_THERAPIST_WHERE } from '../therapists/public-therapist'

/**
 * Which of these hours of a therapist a patient could hold right now, by the one free-hours rule
 * (published, not started, owned by no active appointment), ascending: none when the therapist is not
 * listed. A freed hour that was taken again, or unpublished, before anyone was told tells no one.
 */
export async function stillFreeHours({ therapistId, hours, now }: { therapistId: string; hours: readonly Date[]; now: Date }): Promise<Date[]> {
  if (hours.length === 0) return []
  const therapist = await db.therapistProfile.findFirst({ where: { ...PUBLIC_THERAPIST_WHERE, userId: therapistId }, select: { userId: true } })
  if (!therapist) return []
  const dates = [...new Set(hours.map(lagosDateKey))].sort()
  const found = await findTherapistHours(db, { therapistIds: [therapistId], fromDate: dates[0]!, toDate: dates[dates.length - 1]!, now })
  const { days, taken } = found.get(therapistId)!
  const free = new Set(days.filter((day) => dates.includes(day.date)).flatMap((day) => freeHours({ day, taken, now }).map((hour) => lagosInstant(day.date, hour).getTime())))
  return [...new Set(hours.map((hour) => hour.getTime()))]
    .filter((ms) => free.has(ms))
    .sort((a, b) => a - b)
    .map((ms) => new Date(ms))
}
