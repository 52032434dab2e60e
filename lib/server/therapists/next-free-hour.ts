import 'server-only'

/**
 * The first of the stored next free hours (TherapistProfile.freeHoursAhead, ascending) that has not
 * started at `now`, or null. The hours themselves come from the one free-hours rule
 * (lib/availability/free-hours.ts) through ./free-hours-ahead.ts; this only skips those that passed.
 */
export function nextFreeHour(freeHoursAhead: readonly Date[], now: Date): Date | null {
  return freeHoursAhead.find((hour) => hour.getTime() > now.getTime()) ?? null
}
