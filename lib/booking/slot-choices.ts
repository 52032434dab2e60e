import { freeHours } from '@/lib/availability/free-hours'
import { longestFreeRun, seriesDates, type Clash, type FreeRun } from './series'
import { lagosDateKey, slotTime } from '@/lib/time'
import { BOOKING_INCOMPLETE, DATE_NOT_AVAILABLE, MAX_BOOKING_HOURS } from '@/lib/validation/booking-messages'
import { parseSlotHour } from '@/lib/validation/slot-hour'

// The booking widget's choices: date, then start, then end. Pure: the widget and its unit
// tests (tests/unit/booking-slots.test.ts). The server checks everything again when the time is held.

/** One day of GET /api/v1/user/user-view-availability/{id}: free starting hours as '09:00 AM'. */
export type AvailabilityDay = { _id: string; availableDate: string; availableSlots: string[]; isBooked: boolean }

/** A date the widget lists: its free starting hours (0–23, ascending); none when it is fully booked. */
export type BookableDay = { date: string; hours: number[] }

export type BookingChoice = { date: string; start: number | null; end: number | null }

/** Shown in place of Next to a signed-in account that may not book (Admin, Manager, another therapist). */
export const PATIENTS_ONLY = 'Only patient accounts can book a session. Please log in as a patient to continue.'
export const LOGIN_TO_BOOK = 'Please log in to book an appointment'

/**
 * The dates to offer, from the API's answer: today on only, and today only the hours after the
 * current one (the API already does this, but the page may have stayed open for hours).
 * Days without a free hour stay in the list, empty, so the widget can show them as fully booked.
 */
export function bookableDays(days: readonly AvailabilityDay[], now: Date): BookableDay[] {
  const today = lagosDateKey(now)
  return days
    .filter((day) => day.availableDate >= today)
    .map((day) => {
      const hours = day.availableSlots.map((slot) => parseSlotHour(slot)).filter((hour): hour is number => hour !== null)
      return { date: day.availableDate, hours: freeHours({ day: { date: day.availableDate, hours }, now }) }
    })
    .sort((a, b) => a.date.localeCompare(b.date))
}

/** "This therapist currently has no availability": no date with a free hour. */
export function hasAvailability(days: readonly BookableDay[]): boolean {
  return days.some((day) => day.hours.length > 0)
}

/**
 * End hours for a start: start + 1 up to the end of the run of consecutive free hours, so a session
 * never spans an hour that is taken or not published (decision 004: every hour is booked whole), and
 * at most MAX_BOOKING_HOURS after the start.
 */
export function endChoices(day: BookableDay | undefined, start: number | null): number[] {
  if (!day || start === null || !day.hours.includes(start)) return []
  const free = new Set(day.hours)
  const ends: number[] = []
  for (let hour = start; free.has(hour) && ends.length < MAX_BOOKING_HOURS; hour++) ends.push(hour + 1)
  return ends
}

/**
 * The choice as it still stands against the current availability: a date, start or end that is no
 * longer on offer is cleared, and with it every later choice.
 */
export function currentChoice(days: readonly BookableDay[], choice: BookingChoice): BookingChoice & { day: BookableDay | undefined } {
  const day = days.find((d) => d.date === choice.date && d.hours.length > 0)
  if (!day) return { date: '', start: null, end: null, day: undefined }
  const start = choice.start !== null && day.hours.includes(choice.start) ? choice.start : null
  const end = choice.end !== null && endChoices(day, start).includes(choice.end) ? choice.end : null
  return { date: day.date, start, end: start === null ? null : end, day }
}

/** Why Next cannot go on yet, or null when the choice is complete and on offer. */
export function choiceProblem(days: readonly BookableDay[], choice: BookingChoice): string | null {
  if (!choice.date || choice.start === null || choice.end === null) return BOOKING_INCOMPLETE
  const day = days.find((d) => d.date === choice.date)
  if (!day || day.hours.length === 0) return DATE_NOT_AVAILABLE
  if (!endChoices(day, choice.start).includes(choice.end)) return BOOKING_INCOMPLETE
  return null
}

/**
 * The confirmation page's address. The URL is the booking draft, so a reload, a
 * shared link or the back button all bring the same choice back. `weeks` (a standing weekly series,
 * decision 023) appears only above 1, so a single booking's address is what it always was.
 */
export function confirmationPath({ therapistId, date, start, end, weeks = 1, mode }: { therapistId: string; date: string; start: number; end: number; weeks?: number; mode?: string }): string {
  const query = new URLSearchParams({ therapistId, date, start: slotTime(start), end: slotTime(end), ...(weeks > 1 ? { weeks: String(weeks) } : {}), ...(mode ? { mode } : {}) })
  return `/appointment-confirmation?${query.toString()}`
}

/**
 * Which weeks of a series chosen in the widget the loaded availability shows as not free (not
 * published, or an hour of it taken or gone), and the longest run of free weeks to offer instead.
 * Only a guide before Next: the confirmation page and the hold check every week again on the server.
 */
export function seriesAvailability(days: readonly BookableDay[], choice: { date: string; start: number; end: number }, weeks: number): { dates: string[]; unavailable: Clash[]; run: FreeRun | null } {
  const dates = seriesDates(choice.date, weeks)
  const unavailable = dates.flatMap((date): Clash[] => {
    const day = days.find((d) => d.date === date)
    if (!day) return [{ appointmentDate: date, reason: 'date' }]
    return endChoices(day, choice.start).includes(choice.end) ? [] : [{ appointmentDate: date, reason: 'taken' }]
  })
  return { dates, unavailable, run: longestFreeRun(dates, unavailable) }
}

/** The login prompt's target: back to this therapist's page after signing in (as the blog's prompt does). */
export function loginToBookPath(therapistId: string): string {
  return `/user-login?redirect=${encodeURIComponent(`/one-therapist/${therapistId}`)}`
}
