import { isWithinPublishWindow } from '@/lib/availability/planner'
import { lagosDateKey, lagosInstant } from '@/lib/time'

// The waitlist's rules (docs/decisions/026-waitlist.md). Pure: the join form, the data layer and the
// notices share them.
//
// A patient waits for a therapist on one Lagos date, or any time. A dated wait ends with its date;
// an any-time wait ends ANY_TIME_WAIT_DAYS after joining. While it is open, it hears about hours of
// that therapist freed after it was made: on its date, or any hour for any time.

/** How long an any-time wait stays open. */
export const ANY_TIME_WAIT_DAYS = 30
/** Open waits one patient may have at once: each freed hour may email every one of them. */
export const MAX_OPEN_WAITS = 20

const DAY_MS = 86_400_000

/** Why a date cannot be waited for: it has passed, or no therapist may publish hours that far ahead. */
export type WaitDateProblem = 'passed' | 'too-far'

/** Today (Lagos) counts: hours later today can still free up. */
export function waitDateProblem(date: string, today: string): WaitDateProblem | null {
  if (date < today) return 'passed'
  return isWithinPublishWindow(date, today) ? null : 'too-far'
}

/** When a wait stops: the end of its Lagos date (the next midnight), or ANY_TIME_WAIT_DAYS after joining. */
export function waitExpiresAt({ date, joinedAt }: { date: string | null; joinedAt: Date }): Date {
  return date ? lagosInstant(date, 24) : new Date(joinedAt.getTime() + ANY_TIME_WAIT_DAYS * DAY_MS)
}

/** The last Lagos date a wait is open (it ends at the end of that day, or during it for any time). */
export function lastWaitingDay(expiresAt: Date): string {
  return lagosDateKey(new Date(expiresAt.getTime() - 1))
}

export type Wait = { date: string | null; createdAt: Date; expiresAt: Date }
export type Opening = { hours: readonly Date[]; freedAt: Date }

/**
 * The freed hours a wait hears about, ascending and without repeats: none once it has expired or when
 * it was made after the hours were freed (the page showed them free when the patient joined); for a
 * dated wait the hours of that Lagos date; for any time, all.
 */
export function hoursForWait(wait: Wait, opening: Opening, now: Date): Date[] {
  if (wait.expiresAt <= now || wait.createdAt > opening.freedAt) return []
  const matching = opening.hours.filter((hour) => wait.date === null || lagosDateKey(hour) === wait.date)
  return [...new Set(matching.map((hour) => hour.getTime()))].sort((a, b) => a - b).map((ms) => new Date(ms))
}

/** The start instants of hours 0–23 of a Lagos date (newly published hours). */
export function hoursOfDate(date: string, hours: readonly number[]): Date[] {
  return hours.map((hour) => lagosInstant(date, hour))
}
