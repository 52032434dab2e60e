import { z } from './zod'
import { MAX_SERIES_WEEKS } from '@/lib/booking/series'
import { CALENDAR_DATE_PATTERN, isCalendarDate } from '@/lib/time'
import { isUuid } from './directory'
import { parseSlotHour } from './reschedule'
import { SESSION_MODE_NAMES, SESSION_MODE_UNKNOWN, toSessionMode } from '@/lib/session-modes'
export {
  BOOKING_INCOMPLETE,
  DATE_NOT_AVAILABLE,
  BOOK_YOURSELF,
  NO_AVAILABILITY,
  PAYMENT_FAILED,
  PAYMENT_DESCRIPTION,
  PAYMENT_METHODS,
  CURRENCY,
  HOLD_MINUTES,
  MAX_ACTIVE_HOLDS,
  HOLD_SUCCESS,
  SLOT_TAKEN,
  HOURS_NOT_AVAILABLE,
  TIME_STARTED,
  THERAPIST_UNAVAILABLE,
  HOLD_RAN_OUT,
  TOO_MANY_HOLDS,
  PAYMENT_CONFIRMED,
  PAYMENT_NOT_CONFIRMED,
  PAYMENT_NOT_FOUND,
  LATE_PAYMENT,
  LATE_SERIES_PAYMENT,
  HOLD_RELEASED,
  ALREADY_BOOKED,
  WINDOW_CLOSED,
  MAX_BOOKING_HOURS,
  BOOKING_TOO_LONG,
} from './booking-messages'
import { BOOKING_INCOMPLETE, BOOKING_TOO_LONG, MAX_BOOKING_HOURS } from './booking-messages'

// Booking and payment (docs/decisions/012-booking-and-payment.md).
// Pure: shared by the booking widget, the confirmation page, the server actions, the API routes and
// the data layer.


/** A Lagos calendar date, YYYY-MM-DD, that exists. */
export const lagosDateField = z
  .string({ error: BOOKING_INCOMPLETE })
  .trim()
  .min(1, BOOKING_INCOMPLETE)
  .regex(CALENDAR_DATE_PATTERN, 'Choose a date such as 2026-11-23')
  .refine(isCalendarDate, 'Choose a real date')

/** A whole-hour slot time: 'HH:MM' (24-hour) or '09:00 AM'; the end may be midnight (24). */
export const slotHourField = (isEnd: boolean) =>
  z
    .string({ error: BOOKING_INCOMPLETE })
    .trim()
    .min(1, BOOKING_INCOMPLETE)
    .max(10, 'Choose a whole hour such as 10:00')
    .transform((value, ctx) => {
      const hour = parseSlotHour(value, { isEnd })
      if (hour === null) {
        ctx.addIssue({ code: 'custom', message: 'Choose a whole hour such as 10:00' })
        return z.NEVER
      }
      return hour
    })

export const therapistIdField = z
  .string({ error: 'Choose a therapist' })
  .trim()
  .refine(isUuid, 'Choose a therapist')

const endAfterStart = { path: ['slot_end'], message: 'End time must be later than start time' }

const notTooLong = { path: ['slot_end'], message: BOOKING_TOO_LONG }

export const WEEKS_INVALID = `Choose once, or every week for 2 to ${MAX_SERIES_WEEKS} weeks.`

/** How many weeks: 1 (once, the default) or a standing weekly series of 2 to 12 (decision 023). */
export const weeksField = z.number({ error: WEEKS_INVALID }).int(WEEKS_INVALID).min(1, WEEKS_INVALID).max(MAX_SERIES_WEEKS, WEEKS_INVALID).default(1)

/** "video", "audio" or "phone" → the database's mode; absent, the hold chooses (lib/session-modes.ts). */
export const sessionModeField = z.enum(SESSION_MODE_NAMES, { error: SESSION_MODE_UNKNOWN }).transform(toSessionMode)

/**
 * POST /api/v1/patient/hold-appointment and Make Payment. Output hours: start 0–23, end 1–24. With
 * `weeks` above 1 the same weekday and hours are held every week (the date is the first week's).
 * `sessionMode` is how the session takes place, among those the therapist offers.
 */
export const holdAppointmentSchema = z
  .object({
    therapistId: therapistIdField,
    appointmentDate: lagosDateField,
    slot_start: slotHourField(false),
    slot_end: slotHourField(true),
    weeks: weeksField,
    sessionMode: sessionModeField.optional(),
  })
  .refine((value) => value.slot_end > value.slot_start, endAfterStart)
  .refine((value) => value.slot_end - value.slot_start <= MAX_BOOKING_HOURS, notTooLong)

export type HoldAppointmentInput = z.input<typeof holdAppointmentSchema>
export type HoldAppointment = z.output<typeof holdAppointmentSchema>

export const paymentReferenceField = z
  .string({ error: 'paymentReference is required' })
  .trim()
  .min(1, 'paymentReference is required')
  .max(100, 'paymentReference is too long')
  .regex(/^[A-Za-z0-9._-]+$/, 'paymentReference is not valid')

const transactionReferenceField = z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9|._-]+$/, 'transactionReference is not valid')

/** POST /api/v1/patient/confirm-payment. */
export const confirmPaymentSchema = z.object({
  paymentReference: paymentReferenceField,
  transactionReference: transactionReferenceField.optional(),
})

/** POST /api/v1/patient/cancel-hold: the checkout was closed or failed; the time is released. */
export const cancelHoldSchema = z.object({ paymentReference: paymentReferenceField })

export const SANDBOX_OUTCOMES = ['PAID', 'FAILED', 'CANCELLED'] as const
export type SandboxOutcomeName = (typeof SANDBOX_OUTCOMES)[number]

/** POST /api/v1/payments/sandbox/complete: what the sandbox checkout's buttons chose. */
export const sandboxCompleteSchema = z.object({
  paymentReference: paymentReferenceField,
  outcome: z.enum(SANDBOX_OUTCOMES, { error: 'outcome must be PAID, FAILED or CANCELLED' }),
})

/**
 * POST /api/v1/patient/book-appointment with its documented payload (docs/api.md). It never creates an appointment: it
 * confirms the held reference (and checks the payload describes that hold).
 */
export const bookAppointmentSchema = z
  .object({
    therapistId: therapistIdField,
    appointmentDate: lagosDateField,
    duration: z.coerce.number({ error: 'duration must be a number of hours' }).int().min(1).max(24),
    slot_start: slotHourField(false),
    slot_end: slotHourField(true),
    paymentReference: paymentReferenceField,
    transactionReference: transactionReferenceField.optional(),
  })
  .refine((value) => value.slot_end > value.slot_start, endAfterStart)
  .refine((value) => value.slot_end - value.slot_start === value.duration, { path: ['duration'], message: 'duration must equal the hours from slot_start to slot_end' })
