// When payouts are sent: on the 15th and on the last day of each month, Lagos calendar. Pure; the
// statement tells the therapist the next one.
import { lagosDateKey } from '../time'

export const MID_MONTH_PAYOUT_DAY = 15

/** The last day of a month (1–12) of a year: 28 to 31. */
function lastDayOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** Whether a Lagos date ('YYYY-MM-DD') is a payout day. */
export function isPayoutDay(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return day === MID_MONTH_PAYOUT_DAY || day === lastDayOf(year, month)
}

/** The next payout day ('YYYY-MM-DD', Lagos) on or after the Lagos date of `now`: today when today is one. */
export function nextPayoutDay(now: Date): string {
  const today = lagosDateKey(now)
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  const target = day <= MID_MONTH_PAYOUT_DAY ? MID_MONTH_PAYOUT_DAY : lastDayOf(year, month)
  return `${today.slice(0, 8)}${String(target).padStart(2, '0')}`
}
