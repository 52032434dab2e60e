import { z } from './zod'
import { therapistIdField } from './booking'
import { CHOOSE_WAIT_DATE, REAL_WAIT_DATE, WAIT_DATE_FORMAT } from './waitlist-form'
import { CALENDAR_DATE_PATTERN, isCalendarDate } from '@/lib/time'

// The waitlist's server schemas (docs/decisions/026-waitlist.md). The messages and the join form's
// checks live in waitlist-form.ts (no zod, for the therapist's page).
export {
  ALREADY_WAITING,
  CHOOSE_WAIT_DATE,
  joinWaitlistFormProblems,
  joinWaitlistInput,
  LOGIN_TO_WAIT,
  PATIENTS_ONLY_WAITLIST,
  REAL_WAIT_DATE,
  TOO_MANY_WAITS,
  WAIT_DATE_MESSAGES,
  WAIT_ON_YOURSELF,
  WAITLIST_JOINED,
  WAITLIST_LEFT,
  WAITLIST_NOT_FOUND,
  type JoinWaitlistForm,
} from './waitlist-form'

/** A Lagos calendar date, YYYY-MM-DD, that exists; whether it is still ahead is the use case's (or the form's) question. */
export const waitDateField = z
  .string({ error: CHOOSE_WAIT_DATE })
  .trim()
  .regex(CALENDAR_DATE_PATTERN, WAIT_DATE_FORMAT)
  .refine(isCalendarDate, REAL_WAIT_DATE)

/** POST patient/waitlist and the join form's action: a date, or none (null or left out) for any time. */
export const joinWaitlistSchema = z.object({ therapistId: therapistIdField, date: waitDateField.nullish() })
export type JoinWaitlist = z.output<typeof joinWaitlistSchema>

/** The Leave button's action: the entry's id (an unknown or malformed one is the use case's 404). */
export const waitlistIdSchema = z.string().max(100)
