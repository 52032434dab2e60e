import 'server-only'
import { koboToNaira } from '@/lib/money'
import { reviewerName } from '@/lib/reviews/reviewer-name'
import { ERASED_NAME } from '@/lib/validation/admin-people'

/*
 * How values are written in the export's JSON parts: instants as ISO 8601 in UTC, calendar dates as
 * YYYY-MM-DD, money in naira (as the API gives it), and every other person by first name and initial.
 */

/** A calendar date (a @db.Date column) as YYYY-MM-DD. */
export const calendarDate = (date: Date | null): string | null => (date ? date.toISOString().slice(0, 10) : null)

/**
 * The other party of a session, message thread, review or payout statement: their first name and the
 * initial of their last (the public reviewer rule), never their full name, email or phone; an erased
 * person is "Deleted user".
 */
export function otherPartyName(person: { fullName: string; erasedAt: Date | null }): string {
  return person.erasedAt ? ERASED_NAME : reviewerName(person.fullName)
}

/**
 * Every `…Kobo` field, at any depth, becomes the same amount in naira under `…Naira`, so a part read
 * from the earnings statement (kobo inside the application) speaks the same money as the rest.
 */
export function inNaira(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inNaira)
  if (value instanceof Date || value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) =>
      key.endsWith('Kobo') && typeof field === 'number' ? [`${key.slice(0, -4)}Naira`, koboToNaira(field)] : [key, inNaira(field)],
    ),
  )
}
