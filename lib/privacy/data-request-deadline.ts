// The deadline of a data request: an answer is owed within 30 days of receiving it. One rule,
// used when a request is recorded, by the overdue filter and by the register's countdown.
import { daysAfter } from '@/lib/time'
import { countdown } from './deadline-countdown'

export const DATA_REQUEST_DAYS = 30

/** When the answer to a request received at `receivedAt` is due. */
export function dataRequestDueAt(receivedAt: Date): Date {
  return daysAfter(receivedAt, DATA_REQUEST_DAYS)
}

/** Overdue: still open (not completed or refused) and past its due time. */
export function isDataRequestOverdue(request: { dueAt: Date; isClosed: boolean }, now: Date): boolean {
  return !request.isClosed && request.dueAt.getTime() <= now.getTime()
}

/** "due in 12 days", "due in 5 hours", "overdue by 2 days". */
export function dataRequestDueText(dueAt: Date, now: Date): string {
  const left = countdown(dueAt, now, 'day')
  return left.isOverdue ? `overdue by ${left.amount}` : `due in ${left.amount}`
}
