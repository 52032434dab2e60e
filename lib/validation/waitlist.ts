import { z } from './zod'
import { lagosDateKey, isCalendarDate } from '@/lib/time'
import { MAX_OPEN_WAITS, waitDateProblem, type WaitDateProblem } from '@/lib/waitlist/waitlist-rules'
import { TOO_FAR_AHEAD } from './availability'
import { therapistIdField } from './booking'

// The waitlist (docs/decisions/026-waitlist.md). Pure: shared by the join form on the therapist's
// page, the server actions, the API routes and the data layer.

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

/** A Lagos calendar date, YYYY-MM-DD, that exists; whether it is still ahead is the use case's (or the form's) question. */
export const waitDateField = z
  .string({ error: CHOOSE_WAIT_DATE })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date such as 2026-12-28')
  .refine(isCalendarDate, REAL_WAIT_DATE)

/** POST patient/waitlist and the join form's action: a date, or none (null or left out) for any time. */
export const joinWaitlistSchema = z.object({ therapistId: therapistIdField, date: waitDateField.nullish() })
export type JoinWaitlist = z.output<typeof joinWaitlistSchema>

/** The Leave button's action: the entry's id (an unknown or malformed one is the use case's 404). */
export const waitlistIdSchema = z.string().max(100)

/** The join form: "Any time" or "On a date" with the date; a date that has passed is refused before asking. */
export const joinWaitlistFormSchema = z
  .object({ when: z.enum(['any', 'date']), date: z.string() })
  .superRefine(({ when, date }, ctx) => {
    const message = when === 'date' ? waitDateMessage(date) : null
    if (message) ctx.addIssue({ code: 'custom', path: ['date'], message })
  })

/** What is wrong with the form's date (in the browser's idea of today in Lagos; the server checks again), or null. */
function waitDateMessage(value: string): string | null {
  if (!value.trim()) return CHOOSE_WAIT_DATE
  const parsed = waitDateField.safeParse(value)
  if (!parsed.success) return parsed.error.issues[0]?.message ?? REAL_WAIT_DATE
  const problem = waitDateProblem(parsed.data, lagosDateKey(new Date()))
  return problem ? WAIT_DATE_MESSAGES[problem] : null
}
export type JoinWaitlistForm = z.output<typeof joinWaitlistFormSchema>

/** What the form sends to the action: the date only when "On a date" was chosen. */
export function joinWaitlistInput(therapistId: string, form: JoinWaitlistForm): { therapistId: string; date: string | null } {
  return { therapistId, date: form.when === 'date' ? form.date.trim() : null }
}
