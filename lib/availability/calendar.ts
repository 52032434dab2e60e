import { lagosDateAndHour } from '@/lib/format'

// Calendar arithmetic on Lagos dates written as 'YYYY-MM-DD' (spec 9: the week is Monday to Sunday,
// computed from today). A date key names a day, not an instant, so the arithmetic runs on UTC
// midnights, where every day has 24 hours; "today" and "this hour" come from lagosClock.

const DAY_MS = 86_400_000

/** The Lagos date and the hour (0–23) an instant falls in. */
export type LagosClock = { date: string; hour: number }

/** The Lagos date and hour of an instant (lib/format.ts). */
export const lagosClock: (instant: Date) => LagosClock = lagosDateAndHour

const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`)

/** A date key that names a real calendar day. */
export function isDateKey(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const time = utcMidnight(value)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value
}

export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS)
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(date: string): number {
  return (new Date(utcMidnight(date)).getUTCDay() + 6) % 7
}

/** The Monday that starts the week of `date`. */
export function mondayOf(date: string): string {
  return addDays(date, -weekdayIndex(date))
}

/** Monday to Sunday of the week that starts on `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i))
}

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' })
const LONG = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** Monday. */
export const weekdayName = (date: string) => WEEKDAY.format(utcMidnight(date))
/** November 23, 2026. */
export const formatDateKeyLong = (date: string) => LONG.format(utcMidnight(date))
/** Nov 23, 2026. */
export const formatDateKeyShort = (date: string) => SHORT.format(utcMidnight(date))
