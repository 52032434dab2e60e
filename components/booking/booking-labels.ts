import { formatHour12 } from '@/lib/time'

// How a booking reads on the confirmation and result pages. Pure: server and client components.

const LONG_DAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** "Monday, November 23, 2026" for a Lagos date 'YYYY-MM-DD'. */
export function longDateLabel(date: string): string {
  return LONG_DAY.format(new Date(`${date}T00:00:00Z`))
}

/** "10:00 AM - 12:00 PM" from whole hours (end 1–24). */
export function hourRangeLabel(startHour: number, endHour: number): string {
  return `${formatHour12(startHour)} - ${formatHour12(endHour)}`
}
