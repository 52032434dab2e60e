import 'server-only'
import { isPastHour } from '@/lib/availability/planner'
import { db } from '../db'
import { dateKeyOf } from './availability-dto'
import { lagosClock } from '@/lib/time'

/**
 * Whether the therapist has published at least one hour that has not started yet (Lagos time): an
 * hour later today, or any hour of a later date. The dashboard asks a therapist without one to set
 * their availability, since patients can book only published hours. One record per date (decision
 * 015), so today's row and the next are enough to decide.
 */
export async function hasUpcomingHours({ therapistId, now = new Date() }: { therapistId: string; now?: Date }): Promise<boolean> {
  const clock = lagosClock(now)
  const rows = await db.availability.findMany({
    where: { therapistId, date: { gte: new Date(`${clock.date}T00:00:00.000Z`) } },
    orderBy: { date: 'asc' },
    take: 2,
    select: { date: true, hours: true },
  })
  return rows.some((row) => row.hours.some((hour) => !isPastHour(dateKeyOf(row.date), hour, clock)))
}
