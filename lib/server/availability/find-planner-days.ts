import 'server-only'
import { mondayOf } from '@/lib/availability/calendar'
import type { DayGlance } from '@/lib/availability/weeks-ahead'
import { db } from '../db'
import { dateKeyOf } from './availability-dto'
import { findWeeksAhead } from './find-weeks-ahead'
import { type LagosClock, lagosClock } from '@/lib/time'

export type PlannerData = {
  clock: LagosClock
  /** Dates from this week's Monday on that already have an availability, with its id (for the edit link). */
  existing: { date: string; id: string }[]
  /** Every day the planner reaches, at a glance: open and booked hours, time off. */
  weeksAhead: DayGlance[]
}

/** What the create-availability planner needs: today in Lagos, the days already set and the weeks ahead. */
export async function findPlannerDays({ therapistId, now = new Date() }: { therapistId: string; now?: Date }): Promise<PlannerData> {
  const clock = lagosClock(now)
  const [rows, weeksAhead] = await Promise.all([
    db.availability.findMany({
      where: { therapistId, date: { gte: new Date(`${mondayOf(clock.date)}T00:00:00.000Z`) } },
      orderBy: { date: 'asc' },
      select: { id: true, date: true },
    }),
    findWeeksAhead({ therapistId, now }),
  ])
  return { clock, existing: rows.map((row) => ({ date: dateKeyOf(row.date), id: row.id })), weeksAhead }
}
