import { CALENDAR_DATE_PATTERN, lagosDateKey, isCalendarDate } from '@/lib/time'
import { MAX_OPEN_WAITS, waitDateProblem, type WaitDateProblem } from '@/lib/waitlist/waitlist-rules'
import { TOO_FAR_AHEAD } from './availability-messages'

// The waitlist's messages and the join form's checks on the therapist's page
// (docs/decisions/026-waitlist.md), without zod so that page does not load it (issue 24);
// waitlist.ts builds the server's date field from the same pattern and messages.

export const WAITLIST_JOINED = "You're on the waitlist. We'll email you the moment an hour frees up."
export const ALREADY_WAITING = 'You are already on this waitlist.'
export const WAITLIST_LEFT = 'You have left the waitlist.'
export const WAITLIST_NOT_FOUND = 'Waitlist entry not found'
export const WAIT_ON_YOURSELF = 'You cannot join your own waitlist.'
export const TOO_MANY_WAITS = `You can be on at most ${MAX_OPEN_WAITS} waitlists at once. Leave one on your profile first.`
export const CHOOSE_WAIT_DATE = 'Choose a date'
export const REAL_WAIT_DATE = 'Choose a real date'
/** Shown to accounts that are not patients (admins, managers, therapists) in place of the form. */
export const PATIENTS_ONLY_WAITLIST = 'Only patient accounts can join a waitlist.'
export const LOGIN_TO_WAIT = 'Please log in to join the waitlist'

export const WAIT_DATE_MESSAGES: Record<WaitDateProblem, string> = {
  passed: 'Choose today or a later date.',
  'too-far': TOO_FAR_AHEAD,
}

export const WAIT_DATE_FORMAT = 'Choose a date such as 2026-12-28'

/** The join form: "Any time" or "On a date" with the date. */
export type JoinWaitlistForm = { when: 'any' | 'date'; date: string }

/** The form's problems: a date is needed "On a date", must be real, and not past (in the browser's idea of today in Lagos; the server checks again). */
export function joinWaitlistFormProblems({ when, date }: JoinWaitlistForm): { date?: string } {
  const message = when === 'date' ? waitDateMessage(date) : null
  return message ? { date: message } : {}
}

function waitDateMessage(value: string): string | null {
  const date = value.trim()
  if (!date) return CHOOSE_WAIT_DATE
  if (!CALENDAR_DATE_PATTERN.test(date)) return WAIT_DATE_FORMAT
  if (!isCalendarDate(date)) return REAL_WAIT_DATE
  const problem = waitDateProblem(date, lagosDateKey(new Date()))
  return problem ? WAIT_DATE_MESSAGES[problem] : null
}

/** What the form sends to the action: the date only when "On a date" was chosen. */
export function joinWaitlistInput(therapistId: string, form: JoinWaitlistForm): { therapistId: string; date: string | null } {
  return { therapistId, date: form.when === 'date' ? form.date.trim() : null }
}
