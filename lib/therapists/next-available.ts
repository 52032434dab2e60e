// The "Next available" line of a therapist's public page and directory card. Pure, so it is unit-tested on its own.

import { formatFreeHour } from '@/lib/time'

/** Before the hour (lib/time.ts formatFreeHour): "Next available: Tue 3 Dec, 10:00 AM". */
export const NEXT_AVAILABLE_LABEL = 'Next available:'

/**
 * How far ahead the stored free hours reach, in weeks: FREE_HOURS_HORIZON_DAYS in
 * lib/server/therapists/free-hours-ahead.ts (a unit test keeps the two in step).
 */
export const FREE_HOURS_HORIZON_WEEKS = 8

/** When no free hour is published within that horizon. */
export const NO_FREE_HOURS = `No free hours in the next ${FREE_HOURS_HORIZON_WEEKS} weeks`

/** The line as one text, for a directory card: "Next available: Tue 3 Dec, 10:00 AM", or NO_FREE_HOURS. */
export const nextAvailableText = (nextAvailable: string | null) => (nextAvailable ? `${NEXT_AVAILABLE_LABEL} ${formatFreeHour(nextAvailable)}` : NO_FREE_HOURS)
