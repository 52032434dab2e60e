import { formatHourRanges } from '@/lib/availability/hour-ranges'
import { lagosClock } from '@/lib/time'

// How a waitlist notice names the freed hours. Pure.

const LONG_DAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
const SHORT_DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** "Monday, December 28, 2026" for a Lagos date YYYY-MM-DD. */
export const longDayLabel = (date: string) => LONG_DAY.format(new Date(`${date}T00:00:00Z`))

/** "Mon, Dec 28, 2026" for a Lagos date YYYY-MM-DD. */
export const shortDayLabel = (date: string) => SHORT_DAY.format(new Date(`${date}T00:00:00Z`))

/**
 * One line per Lagos date, earliest first, its hours as runs in Lagos time:
 * "Monday, December 28, 2026: 10:00 AM – 12:00 PM, 03:00 PM – 04:00 PM".
 */
export function freedHoursLines(hours: readonly Date[]): string[] {
  const byDate = new Map<string, number[]>()
  for (const hour of hours) {
    const clock = lagosClock(hour)
    byDate.set(clock.date, [...(byDate.get(clock.date) ?? []), clock.hour])
  }
  return [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, starts]) => `${longDayLabel(date)}: ${formatHourRanges(starts)}`)
}
