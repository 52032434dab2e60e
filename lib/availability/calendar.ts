// Calendar arithmetic on Lagos dates written as 'YYYY-MM-DD' (the week is Monday to Sunday,
// computed from today). A date key names a day, not an instant, so the arithmetic runs on UTC
// midnights, where every day has 24 hours; "today" and "this hour" come from lagosClock (lib/time.ts).

const DAY_MS = 86_400_000

const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`)

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
