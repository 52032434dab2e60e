// The deadline to notify the Nigeria Data Protection Commission of a breach: 72 hours from when it
// was found. One rule, used when a breach is recorded and by the register's countdown.
import { HOUR_MS } from '@/lib/time'
import { countdown } from './deadline-countdown'

export const BREACH_NOTIFY_HOURS = 72

/** When the Commission must have been told of a breach found at `foundAt`. */
export function breachNotifyBy(foundAt: Date): Date {
  return new Date(foundAt.getTime() + BREACH_NOTIFY_HOURS * HOUR_MS)
}

/** "notify the Commission within 31 hours", or "notification overdue by 5 hours" once the 72 hours are over. */
export function breachNotifyText(notifyBy: Date, now: Date): string {
  const left = countdown(notifyBy, now, 'hour')
  return left.isOverdue ? `notification overdue by ${left.amount}` : `notify the Commission within ${left.amount}`
}
