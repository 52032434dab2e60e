import { lagosInstant } from '@/lib/time'
import { DATE_NOT_AVAILABLE, HOURS_NOT_AVAILABLE, SLOT_TAKEN, TIME_STARTED } from '@/lib/validation/booking-messages'

// Which hours of a therapist can be booked: the one rule behind the booking widget, the home page's
// Available/Unavailable, the confirmation page, holds, reschedule options, reschedules and a late
// payment taking its hours again. Pure: the server reads the published hours and the taken hours
// (lib/server/availability/therapist-hours.ts) and asks here; the AppointmentSlot keys stay the
// final word when the hours are written (decision 004).
//
// An hour is free when the therapist published it for its Lagos date, it has not started yet, and
// no active appointment (paid, or held and not expired) owns it.

/** The hours (0–23) a therapist published for one Lagos date. */
export type PublishedDay = { date: string; hours: readonly number[] }

/**
 * A day of the therapist's time off offers nothing, whatever its Availability row still holds (the
 * hours that had started when the time off began stay in it). The one place the booking side
 * leaves days off out: every reader of published days passes them through here.
 */
export function withoutDaysOff<T extends PublishedDay>(days: readonly T[], daysOff: ReadonlySet<string>): T[] {
  return days.filter((day) => !daysOff.has(day.date))
}

/** The start instants (ms since the epoch) of the hours active appointments own. */
export type TakenHours = ReadonlySet<number>

export const NO_TAKEN_HOURS: TakenHours = new Set()

/** TakenHours from the AppointmentSlot rows' start instants. */
export function takenHoursOf(startsAts: Iterable<Date>): TakenHours {
  return new Set([...startsAts].map((startsAt) => startsAt.getTime()))
}

/**
 * The hours of a published day that can be booked at `now`, ascending and without repeats. Without
 * `taken`, the hours still to come: a day whose result is empty then is over.
 */
export function freeHours({ day, taken = NO_TAKEN_HOURS, now }: { day: PublishedDay; taken?: TakenHours; now: Date }): number[] {
  const free = day.hours.filter((hour) => {
    const startsAt = lagosInstant(day.date, hour).getTime()
    return startsAt > now.getTime() && !taken.has(startsAt)
  })
  return [...new Set(free)].sort((a, b) => a - b)
}

/** Why a range cannot be booked, in order: it has started, nothing is published that date, an hour is not published, an hour is taken. */
export type RangeProblem = 'started' | 'date' | 'hours' | 'taken'

/** The message for each problem; "taken" is the same text whoever took the time. */
export const RANGE_PROBLEM_MESSAGES: Record<RangeProblem, string> = {
  started: TIME_STARTED,
  date: DATE_NOT_AVAILABLE,
  hours: HOURS_NOT_AVAILABLE,
  taken: SLOT_TAKEN,
}

/**
 * Whether the hours `from` to `to` (end exclusive, up to 24) of a Lagos date are wholly bookable at
 * `now`: null when they are, otherwise the first problem. `published` is null when the therapist
 * published nothing for that date.
 */
export function rangeProblem({
  date,
  from,
  to,
  published,
  taken = NO_TAKEN_HOURS,
  now,
}: {
  date: string
  from: number
  to: number
  published: readonly number[] | null
  taken?: TakenHours
  now: Date
}): RangeProblem | null {
  if (lagosInstant(date, from) <= now) return 'started'
  if (!published) return 'date'
  const wanted = Array.from({ length: to - from }, (_, i) => from + i)
  if (!wanted.every((hour) => published.includes(hour))) return 'hours'
  const free = new Set(freeHours({ day: { date, hours: published }, taken, now }))
  return wanted.every((hour) => free.has(hour)) ? null : 'taken'
}

/** A day's possible starts for a session of a given length. */
export type StartsOfDay = { date: string; starts: number[] }

/**
 * Where a session of `duration` hours can go (a moved session keeps its length): per published day,
 * the free start hours whose whole `duration` is bookable that day, sorted; days with none are left
 * out. `except` is the session's own start, never offered as its new time.
 */
export function startsForDuration({ days, taken = NO_TAKEN_HOURS, duration, now, except }: {
  days: readonly PublishedDay[]
  taken?: TakenHours
  duration: number
  now: Date
  except?: Date
}): StartsOfDay[] {
  const result: StartsOfDay[] = []
  for (const day of days) {
    const starts = freeHours({ day, taken, now })
      .filter((start) => lagosInstant(day.date, start).getTime() !== except?.getTime())
      .filter((start) => rangeProblem({ date: day.date, from: start, to: start + duration, published: day.hours, taken, now }) === null)
    if (starts.length > 0) result.push({ date: day.date, starts })
  }
  return result
}
