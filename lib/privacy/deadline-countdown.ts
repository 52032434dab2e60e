// How long is left before a legal deadline, or how long it is past, in words. Pure: the registers'
// pages and the unit tests share it.
import { DAY_MS, HOUR_MS } from '@/lib/time'

export type Countdown = {
  isOverdue: boolean
  /** "12 days", "1 day", "31 hours", "1 hour". */
  amount: string
}

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`

/**
 * Time left is rounded up (a request received a minute ago is "due in 30 days": the last day or
 * hour counts whole), time overdue down, and never reads "0". With `unit` 'day', less than a day
 * counts hours; with 'hour', hours all the way (a 72-hour deadline).
 */
export function countdown(deadline: Date, now: Date, unit: 'day' | 'hour'): Countdown {
  const leftMs = deadline.getTime() - now.getTime()
  const isOverdue = leftMs <= 0
  const span = Math.abs(leftMs)
  const round = (ms: number, size: number) => Math.max(1, isOverdue ? Math.floor(ms / size) : Math.ceil(ms / size))
  const inDays = unit === 'day' && span >= DAY_MS
  return { isOverdue, amount: inDays ? plural(round(span, DAY_MS), 'day') : plural(round(span, HOUR_MS), 'hour') }
}
