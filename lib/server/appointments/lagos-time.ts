import 'server-only'
import { NIGERIA_TIME_ZONE } from '@/lib/format'

/*
 * Africa/Lagos is UTC+1 all year (no daylight saving): appointment hours are whole Lagos clock hours
 * stored as UTC instants (decision 004).
 */
const HOUR_MS = 3_600_000

/** The instant `hour` (0–24; 24 is the next midnight) starts on the Lagos date `date` (YYYY-MM-DD). */
export function lagosInstant(date: string, hour: number): Date {
  return new Date(new Date(`${date}T00:00:00+01:00`).getTime() + hour * HOUR_MS)
}

const WHEN = new Intl.DateTimeFormat('en-US', { timeZone: NIGERIA_TIME_ZONE, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
const TIME = new Intl.DateTimeFormat('en-US', { timeZone: NIGERIA_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h12' })

/** "Monday, November 23, 2026, 03:00 PM - 05:00 PM (Lagos time)": for emails. */
export function describeLagosTime(startsAt: Date, endsAt: Date): string {
  return `${WHEN.format(startsAt)}, ${TIME.format(startsAt)} - ${TIME.format(endsAt)} (Lagos time)`
}
