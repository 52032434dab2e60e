import 'server-only'
import { planRepeatDay, repeatDates, repeatSummary, REPEAT_SKIP_TEXT, type RepeatSkip } from '@/lib/availability/repeat-hours'
import { formatDateKeyShort } from '@/lib/availability/calendar'
import { db } from '../db'
import { AppError } from '../errors'
import { findDaysOff } from '../time-off/days-off'
import { dateKeyOf } from './availability-dto'
import { lockTherapistSchedule } from './lock-therapist-schedule'
import { assertPublishableDate } from './publish-rules'
import { findTakenHours } from './taken-hours'
import { lagosClock, slotTime } from '@/lib/time'
import { hoursOfDate } from '@/lib/waitlist/waitlist-rules'
import { recordFreedHours } from '../waitlist/record-freed-hours'
import { tellWaitlistSoon } from '../waitlist/tell-waitlist'
import { freeHoursChanged } from '../therapists/free-hours-ahead'

/** What became of one date of the repeat. */
export type RepeatWeek =
  | {
      date: string
      status: 'published'
      /** The availability's id. */
      _id: string
      /** The day's hours now ('HH:00'). */
      availableSlots: string[]
      /** The day's hours left exactly as they were: held or booked by a patient, or started. */
      keptSlots: string[]
    }
  | { date: string; status: 'skipped'; reason: RepeatSkip; message: string }

export type RepeatAnswer = { message: string; data: { availableDate: string; repeatWeeks: number; published: number; weeks: RepeatWeek[] } }

type Args = {
  therapistId: string
  /** The first Lagos date, YYYY-MM-DD. */
  availableDate: string
  /** Hours 0–23, sorted, no repeats (the schema's output). */
  availableSlots: number[]
  /** 1–12 (the schema's output). */
  repeatWeeks: number
  now?: Date
}

/**
 * POST therapist/set-availability with repeatWeeks, and the planner's "Repeat weekly": the same hours
 * on the same weekday for that many weeks from the given date (lib/availability/repeat-hours.ts
 * decides each date). One transaction: the therapist's schedule lock first (the one taking time off
 * holds), then the existing days' rows FOR UPDATE in date order, so a booking of one of those days
 * either finished before (its hours are then seen as taken and kept) or waits and reads the new hours.
 * The first date must be publishable (400 otherwise, as for one date); later ones that are not are
 * skipped with the reason. Answers what each date became; 409 when none got hours.
 */
export async function repeatAvailability({ therapistId, availableDate, availableSlots, repeatWeeks, now = new Date() }: Args): Promise<RepeatAnswer> {
  const clock = lagosClock(now)
  assertPublishableDate(availableDate, clock, 'availableDate')
  const dates = repeatDates(availableDate, repeatWeeks)

  const weeks = await db.$transaction(async (tx) => {
    await lockTherapistSchedule(tx, therapistId)
    const rows = await tx.$queryRaw<{ id: string; date: Date; hours: number[] }[]>`
      SELECT id, date, hours FROM "Availability"
      WHERE "therapistId" = ${therapistId}::uuid AND date = ANY(${dates}::date[])
      ORDER BY date FOR UPDATE`
    const current = new Map(rows.map((row) => [dateKeyOf(row.date), row]))
    const [taken, daysOff] = await Promise.all([
      findTakenHours(tx, { therapistId, dates, now }),
      findDaysOff(tx, { therapistIds: [therapistId], from: dates[0]!, to: dates[dates.length - 1]! }),
    ])

    const results: RepeatWeek[] = []
    for (const date of dates) {
      const row = current.get(date)
      const plan = planRepeatDay({
        date,
        pattern: availableSlots,
        current: row?.hours ?? null,
        taken: taken.get(date) ?? new Set(),
        isDayOff: daysOff.get(therapistId)!.has(date),
        clock,
      })
      if (plan.kind === 'skip') {
        results.push({ date, status: 'skipped', reason: plan.reason, message: REPEAT_SKIP_TEXT[plan.reason] })
        continue
      }
      const saved = row
        ? await tx.availability.update({ where: { id: row.id }, data: { hours: plan.hours }, select: { id: true } })
        : await tx.availability.create({ data: { therapistId, date: new Date(`${date}T00:00:00.000Z`), hours: plan.hours }, select: { id: true } })
      await recordFreedHours(tx, { therapistId, hours: hoursOfDate(date, plan.hours.filter((hour) => !row?.hours.includes(hour))), now })
      results.push({ date, status: 'published', _id: saved.id, availableSlots: plan.hours.map(slotTime), keptSlots: plan.kept.map(slotTime) })
    }
    const published = results.filter((week) => week.status === 'published').length
    // Nothing written: the transaction may as well end here with the reasons.
    if (published === 0) throw new AppError('CONFLICT', `${repeatSummary(availableDate, 0, dates.length)} ${skippedReasons(results)}`)
    return results
  })

  await freeHoursChanged(therapistId)
  await tellWaitlistSoon(therapistId, now)
  const published = weeks.filter((week) => week.status === 'published').length
  return { message: repeatSummary(availableDate, published, dates.length), data: { availableDate, repeatWeeks, published, weeks } }
}

/** "Dec 28, 2026: Time off: no hours are published on it." for each skipped date. */
function skippedReasons(weeks: RepeatWeek[]): string {
  return weeks
    .flatMap((week) => (week.status === 'skipped' ? [`${formatDateKeyShort(week.date)}: ${week.message}`] : []))
    .join(' ')
}
