import { formatHour12 } from '@/lib/time'

// How a day's published hours read on the availability list. Pure: server and client components.

/** A run of back-to-back hours: `start` is its first hour (0–23), `end` the hour it ends (last + 1, up to 24). */
export type HourRange = { start: number; end: number }

/**
 * Groups hours (0–23, any order, repeats ignored) into contiguous runs: 10, 11, 14 → 10–12, 14–15.
 * Hours outside 0–23 or not whole are dropped. A run never wraps past midnight: it is one date's hours.
 */
export function groupHourRanges(hours: readonly number[]): HourRange[] {
  const sorted = [...new Set(hours)].filter((hour) => Number.isInteger(hour) && hour >= 0 && hour <= 23).sort((a, b) => a - b)
  const ranges: HourRange[] = []
  for (const hour of sorted) {
    const last = ranges[ranges.length - 1]
    if (last && last.end === hour) last.end = hour + 1
    else ranges.push({ start: hour, end: hour + 1 })
  }
  return ranges
}

/** "10:00 AM – 12:00 PM, 02:00 PM – 03:00 PM"; a run ending at midnight ends at 12:00 AM. */
export function formatHourRanges(hours: readonly number[]): string {
  return groupHourRanges(hours)
    .map(({ start, end }) => `${formatHour12(start)} – ${formatHour12(end)}`)
    .join(', ')
}
