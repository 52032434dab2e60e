import { formatFreeHour } from '@/lib/time'

// The "Next available" line of a therapist's public page. Pure, so it is unit-tested on its own.

/**
 * How far ahead the stored free hours reach, in weeks: FREE_HOURS_HORIZON_DAYS in
 * lib/server/therapists/free-hours-ahead.ts (a unit test keeps the two in step).
 */
export const FREE_HOURS_HORIZON_WEEKS = 8

export const NO_FREE_HOURS = `No free hours in the next ${FREE_HOURS_HORIZON_WEEKS} weeks`

/** "Next available: Tue 3 Dec, 10:00 AM" (Lagos time) for an ISO instant; the no-hours line for null. */
export function nextAvailableText(nextAvailable: string | null): string {
  return nextAvailable ? `Next available: ${formatFreeHour(nextAvailable)}` : NO_FREE_HOURS
}
