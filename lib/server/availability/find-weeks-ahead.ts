import 'server-only'
import { addDays, daysBetween } from '@/lib/availability/calendar'
import { freeHours, takenHoursOf } from '@/lib/availability/free-hours'
import { dayGlance, glanceRange, type DayGlance } from '@/lib/availability/weeks-ahead'
import { db } from '../db'
import { findDaysOff } from '../time-off/days-off'
import { dateKeyOf } from './availability-dto'
import { findTakenSlots } from './taken-hours'
import { lagosClock, lagosDateKey, lagosInstant } from '@/lib/time'

/**
 * The weeks-ahead view of the planner and the time-off page: for each day from this week's Monday
 * to the end of the planner's last week, how many hours are open and booked, and whether it is a
 * day off (lib/availability/weeks-ahead.ts). Open hours are the booking side's own rule
 * (freeHours), so the view shows exactly what patients can book.
 */
export async function findWeeksAhead({ therapistId, now = new Date() }: { therapistId: string; now?: Date }): Promise<DayGlance[]> {
  const clock = lagosClock(now)
  const { from, to } = glanceRange(clock.date)
  const [rows, slots, daysOff] = await Promise.all([
    db.availability.findMany({
      where: { therapistId, date: { gte: new Date(`${from}T00:00:00.000Z`), lte: new Date(`${to}T00:00:00.000Z`) } },
      select: { date: true, hours: true },
    }),
    findTakenSlots(db, { therapistIds: [therapistId], from: lagosInstant(from, 0), to: lagosInstant(to, 24), now }),
    findDaysOff(db, { therapistIds: [therapistId], from, to }),
  ])
  const published = new Map(rows.map((row) => [dateKeyOf(row.date), row.hours]))
  const taken = takenHoursOf(slots.map((slot) => slot.startsAt))
  const booked = new Map<string, number>()
  for (const slot of slots) booked.set(lagosDateKey(slot.startsAt), (booked.get(lagosDateKey(slot.startsAt)) ?? 0) + 1)
  const off = daysOff.get(therapistId)!

  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => {
    const date = addDays(from, i)
    const hours = published.get(date)
    return dayGlance({
      date,
      today: clock.date,
      isDayOff: off.has(date),
      openHours: hours ? freeHours({ day: { date, hours }, taken, now }).length : 0,
      bookedHours: booked.get(date) ?? 0,
    })
  })
}
