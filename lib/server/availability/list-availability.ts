import 'server-only'
import { db } from '../db'
import { AVAILABILITY_SELECT, dateKeyOf, toTherapistAvailability, type TherapistAvailability } from './availability-dto'
import { findTakenHours } from './taken-hours'
import { lagosClock } from '@/lib/time'

/**
 * GET therapist/view-availability and the availability list: the therapist's own days,
 * today and later first (soonest first), then passed days (most recent first), so the days that can
 * still change stay at the top however long the history grows. Read at request time, never cached.
 */
export async function listAvailability({ therapistId, now = new Date() }: { therapistId: string; now?: Date }): Promise<TherapistAvailability[]> {
  const clock = lagosClock(now)
  const rows = await db.availability.findMany({ where: { therapistId }, orderBy: { date: 'asc' }, select: AVAILABILITY_SELECT })
  const upcoming = rows.filter((row) => dateKeyOf(row.date) >= clock.date)
  const passed = rows.filter((row) => dateKeyOf(row.date) < clock.date).reverse()
  const taken = await findTakenHours(db, { therapistId, dates: upcoming.map((row) => dateKeyOf(row.date)), now })
  return [...upcoming, ...passed].map((row) => toTherapistAvailability(row, taken, clock))
}
