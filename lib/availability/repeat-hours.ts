import { addDays, weekdayName } from './calendar'
import { isPastHour, isWithinPublishWindow } from './planner'
import type { LagosClock } from '@/lib/time'

// Repeating a day's hours weekly (set-availability with repeatWeeks). Pure: the server plans each
// date with it under the day locks, and the tests and the planner read the same words.
//
// The hours go on the same weekday for `weeks` weeks from the given date. On each date the day
// becomes those hours, except that an hour a patient holds or has booked, or one that has started,
// is left exactly as it is: kept when the day has it, never added twice, never removed. A day of
// the therapist's time off, or one beyond the publishing window, is skipped, and so is a date on
// which every hour of the pattern has started (only today can be).

export type RepeatSkip = 'timeOff' | 'tooFarAhead' | 'passed'

/** Why a date got no hours, in the words the planner and the API show. */
export const REPEAT_SKIP_TEXT: Record<RepeatSkip, string> = {
  timeOff: 'Time off: no hours are published on it.',
  tooFarAhead: 'More than 90 days ahead: publish it nearer the time.',
  passed: 'Every one of these hours has already started.',
}

/** The dates of the repeat: `first`, then the same weekday each following week, `weeks` in all. */
export function repeatDates(first: string, weeks: number): string[] {
  return Array.from({ length: Math.max(0, Math.trunc(weeks)) }, (_, week) => addDays(first, week * 7))
}

export type RepeatDayPlan =
  /** `hours`: the day's hours afterwards. `kept`: the day's hours left as they were (held, booked or started). */
  | { date: string; kind: 'publish'; hours: number[]; kept: number[] }
  | { date: string; kind: 'skip'; reason: RepeatSkip }

type DayFacts = {
  date: string
  /** The hours to repeat, 0–23. */
  pattern: readonly number[]
  /** The day's published hours now, or null when it has none. */
  current: readonly number[] | null
  /** The day's hours that an active appointment (paid, or a hold still running) owns. */
  taken: ReadonlySet<number>
  isDayOff: boolean
  clock: LagosClock
}

const sortedUnique = (hours: Iterable<number>) => [...new Set(hours)].sort((a, b) => a - b)

/** What one date of the repeat becomes. */
export function planRepeatDay({ date, pattern, current, taken, isDayOff, clock }: DayFacts): RepeatDayPlan {
  if (isDayOff) return { date, kind: 'skip', reason: 'timeOff' }
  if (!isWithinPublishWindow(date, clock.date)) return { date, kind: 'skip', reason: 'tooFarAhead' }
  const fresh = pattern.filter((hour) => !isPastHour(date, hour, clock))
  if (fresh.length === 0) return { date, kind: 'skip', reason: 'passed' }
  const kept = sortedUnique((current ?? []).filter((hour) => taken.has(hour) || isPastHour(date, hour, clock)))
  return { date, kind: 'publish', hours: sortedUnique([...fresh, ...kept]), kept }
}

/** "Hours published on 4 Wednesdays.", "Hours published on 10 of 12 Mondays.", or why none were. */
export function repeatSummary(first: string, published: number, total: number): string {
  const day = weekdayName(first)
  if (published === 0) return `No hours were published: every ${day} was skipped.`
  const days = (count: number) => `${count} ${count === 1 ? day : `${day}s`}`
  return published === total ? `Hours published on ${days(published)}.` : `Hours published on ${published} of ${days(total)}.`
}
