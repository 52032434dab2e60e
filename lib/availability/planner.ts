import { NO_SLOT_SELECTED } from '@/lib/validation/availability-messages'
import { addDays, daysBetween, mondayOf, weekDates } from './calendar'
import type { LagosClock } from '@/lib/time'

// The create-availability planner's rules, pure so the page, the tests and the server agree.
// A selection is one day and its chosen hours: a therapist works on one day at a time.

export { NO_SLOT_SELECTED }

/** Hourly slots 00:00 to 23:00, 24 a day. */
export const DAY_HOURS: readonly number[] = Array.from({ length: 24 }, (_, hour) => hour)

/**
 * Beyond the spec: the planner moves up to this many weeks past the current one, so a therapist can
 * publish next week's hours on a Sunday. Week 12 ends at most 90 days after today (MAX_DAYS_AHEAD).
 */
export const MAX_WEEKS_AHEAD = 12
/** The server refuses dates further ahead than this. */
export const MAX_DAYS_AHEAD = 90

export type Selection = { date: string; hours: readonly number[] } | null

/** Why a day card cannot be worked on, in order of precedence. */
export type DayBlock = 'passed' | 'timeOff' | 'submitted' | 'set' | 'otherDay'

export const DAY_BLOCK_TEXT: Record<DayBlock, string> = {
  passed: 'Date passed',
  timeOff: 'Time off',
  submitted: 'Submitted',
  set: 'Availability set',
  otherDay: 'Select only one day at a time',
}

/** An hour that has started (or whose day has gone) can no longer be offered. */
export function isPastHour(date: string, hour: number, clock: LagosClock): boolean {
  return date < clock.date || (date === clock.date && hour <= clock.hour)
}

/** The hours of `date` that have not started yet. */
export function openHours(date: string, clock: LagosClock): number[] {
  return DAY_HOURS.filter((hour) => !isPastHour(date, hour, clock))
}

type DayState = {
  date: string
  clock: LagosClock
  /** Dates submitted from this page since it opened. */
  submitted: ReadonlySet<string>
  /** Dates that already have an availability record. */
  existing: ReadonlySet<string>
  /** Days of the therapist's time off: they take no hours. */
  daysOff?: ReadonlySet<string>
  selection: Selection
}

/**
 * A day earlier than today (or today once every hour has started) shows Date passed; a day of
 * the therapist's time off, Time off; one submitted in this session, Submitted; one that already has
 * an availability, Availability set; while another day has hours chosen, Select only one day at a
 * time. Null when the day can be worked on.
 */
export function dayBlock({ date, clock, submitted, existing, daysOff, selection }: DayState): DayBlock | null {
  if (openHours(date, clock).length === 0) return 'passed'
  if (daysOff?.has(date)) return 'timeOff'
  if (submitted.has(date)) return 'submitted'
  if (existing.has(date)) return 'set'
  if (selection && selection.date !== date) return 'otherDay'
  return null
}

/** The hours chosen on `date` (none when the selection is another day's). */
export function selectedHours(selection: Selection, date: string): readonly number[] {
  return selection?.date === date ? selection.hours : []
}

/** Clicking an hour: picks it (claiming the day) or drops it; dropping the last frees the day. */
export function toggleHour(selection: Selection, date: string, hour: number, clock: LagosClock): Selection {
  if (isPastHour(date, hour, clock)) return selection
  if (selection && selection.date !== date) return selection
  const current = selectedHours(selection, date)
  const hours = current.includes(hour) ? current.filter((h) => h !== hour) : [...current, hour].sort((a, b) => a - b)
  return hours.length === 0 ? null : { date, hours }
}

/** Whether every hour still open on `date` is chosen (the toggle then reads Deselect All). */
export function hasAllOpenHours(selection: Selection, date: string, clock: LagosClock): boolean {
  const open = openHours(date, clock)
  const chosen = selectedHours(selection, date)
  return open.length > 0 && open.every((hour) => chosen.includes(hour))
}

/** Select All Available / Deselect All: all the day's remaining hours, or none (which frees the day). */
export function toggleAllOpenHours(selection: Selection, date: string, clock: LagosClock): Selection {
  if (selection && selection.date !== date) return selection
  if (hasAllOpenHours(selection, date, clock)) return null
  const open = openHours(date, clock)
  return open.length === 0 ? selection : { date, hours: open }
}

/** Why a day cannot be submitted yet, or null. */
export function submitProblem(selection: Selection, date: string): string | null {
  return selectedHours(selection, date).length === 0 ? NO_SLOT_SELECTED : null
}

export type PlannerWeek = { offset: number; monday: string; sunday: string; dates: string[] }

/** The week `offset` weeks after the one holding today (0 = this week), clamped to 0…MAX_WEEKS_AHEAD. */
export function plannerWeek(offset: number, today: string): PlannerWeek {
  const clamped = Math.min(Math.max(Math.trunc(offset) || 0, 0), MAX_WEEKS_AHEAD)
  const monday = addDays(mondayOf(today), clamped * 7)
  const dates = weekDates(monday)
  return { offset: clamped, monday, sunday: dates[6]!, dates }
}

/** The latest date the server accepts: MAX_DAYS_AHEAD days after today. */
export function lastBookableDate(today: string): string {
  return addDays(today, MAX_DAYS_AHEAD)
}

/** Whether `date` lies in the window a therapist may publish: today to MAX_DAYS_AHEAD days on. */
export function isWithinPublishWindow(date: string, today: string): boolean {
  const ahead = daysBetween(today, date)
  return ahead >= 0 && ahead <= MAX_DAYS_AHEAD
}
