// When the schedule pays therapists, once: the 15th and the last day of each month, by the Lagos
// calendar (the payouts cron runs that day's payout run once; admins may run one any day). Pure: the
// cron job, the admin page and the therapist's statement can all say when the next payout is.

import { isCalendarDate } from '@/lib/time'

/** The day of the month the first payout of each month is made; the second is the month's last day. */
export const MID_MONTH_PAYOUT_DAY = 15

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** Whether the Lagos date (YYYY-MM-DD) is a payout day: the 15th, or the last day of its month. */
export function isPayoutDay(date: string): boolean {
  if (!isCalendarDate(date)) return false
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return day === MID_MONTH_PAYOUT_DAY || day === daysInMonth(year, month)
}

/** The first payout day on or after the Lagos date (YYYY-MM-DD): that day itself when it is one. */
export function nextPayoutDay(date: string): string {
  if (!isCalendarDate(date)) throw new RangeError(`not a calendar date: ${date}`)
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const payoutDay = day <= MID_MONTH_PAYOUT_DAY ? MID_MONTH_PAYOUT_DAY : daysInMonth(year, month)
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(payoutDay).padStart(2, '0')}`
}
