import { formatShortDate } from '@/lib/format'
import { formatHour12, lagosClock, lagosInstant } from '@/lib/time'

// Small display helpers of the admin lists (US English dates, 12-hour times).

const hourOf = (slot: string) => Number(slot.slice(0, 2)) % 24

/** Nov 21, 2026 from a Lagos 'YYYY-MM-DD' date (noon Lagos time, so no zone can shift the day). */
export const lagosDateLabel = (date: string) => formatShortDate(lagosInstant(date, 12))

/** 09:00 AM - 11:00 AM from the stored 'HH:MM' slot_start and slot_end. */
export const slotRangeLabel = (start: string, end: string) => `${formatHour12(hourOf(start))} - ${formatHour12(hourOf(end))}`

const count = new Intl.NumberFormat('en-US')

/** 1 user, 2,345 users. */
export const countLabel = (n: number, one: string, many: string) => `${count.format(n)} ${n === 1 ? one : many}`

/** 09:00 AM from a 'HH:MM' slot. */
export const slotHourLabel = (slot: string) => formatHour12(hourOf(slot))

/**
 * "matching: Blocked a user, person “chioma”, Nov 1, 2026 to Nov 30, 2026": what a filtered list is
 * of, its Lagos date range last; undefined when no filter applies.
 */
export function matchingText(parts: Array<string | false | null | undefined>, { from, to }: { from: string; to: string }): string | undefined {
  const range = from && to ? `${lagosDateLabel(from)} to ${lagosDateLabel(to)}` : from ? `from ${lagosDateLabel(from)}` : to ? `until ${lagosDateLabel(to)}` : ''
  const all = [...parts, range].filter(Boolean)
  return all.length > 0 ? `matching: ${all.join(', ')}` : undefined
}

/** Oct 7, 2031, 10:00 AM - 12:00 PM: a session from its ISO start and end, in Lagos time. */
export function sessionTimeLabel(startsAt: string, endsAt: string): string {
  const start = lagosClock(new Date(startsAt))
  const end = lagosClock(new Date(endsAt))
  return `${lagosDateLabel(start.date)}, ${formatHour12(start.hour)} - ${formatHour12(end.hour)}`
}
