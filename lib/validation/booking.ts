import { z } from './zod'
import { MAX_SERIES_WEEKS } from '@/lib/booking/series'
import { isCalendarDate } from '@/lib/time'
import { isUuid } from './directory'
import { parseSlotHour } from './reschedule'
import { SESSION_MODE_NAMES, SESSION_MODE_UNKNOWN, toSessionMode } from '@/lib/session-modes'

// Booking and payment (docs/decisions/012-booking-and-payment.md).
// Pure: shared by the booking widget, the confirmation page, the server actions, the API routes and
// the data layer.

export const BOOKING_INCOMPLETE = 'Please select a date, start time and end time'
export const DATE_NOT_AVAILABLE = 'Selected date is not available'
export const BOOK_YOURSELF = 'You cannot Book an Appointment with yourself'
export const NO_AVAILABILITY = 'This therapist currently has no availability'
export const PAYMENT_FAILED = "We couldn't process your payment"
export const PAYMENT_DESCRIPTION = 'Therapy Payment'
export const PAYMENT_METHODS = ['CARD', 'ACCOUNT_TRANSFER', 'USSD', 'PHONE_NUMBER'] as const
export const CURRENCY = 'NGN'

/** How long a held time waits for its payment: long enough for a bank transfer or USSD, within the 15 to 30 minutes a hold should last. */
export const HOLD_MINUTES = 20
/** Unpaid holds one patient may have at once, so nobody can squat on many therapists' hours. */
export const MAX_ACTIVE_HOLDS = 3

export const HOLD_SUCCESS = 'Your time is held while you pay'
/** The time asked for (a hold, a move, the confirmation page) is owned by someone else's appointment. */
export const SLOT_TAKEN = 'Sorry, someone else has just taken part of that time. Please choose another time.'
export const HOURS_NOT_AVAILABLE = 'The therapist is not available for every hour of that time.'
export const TIME_STARTED = 'Choose a time that has not started yet.'
/**
 * The therapist is not listed (unverified or blocked), for a hold, a move and the confirmation page
 * alike. Always a VALIDATION error (400): like an unpublished hour, it is about what was asked for
 * and asking again will not succeed, whereas 409 (CONFLICT, SLOT_TAKEN) is kept for a collision
 * with another request or with the appointment's own state.
 */
export const THERAPIST_UNAVAILABLE = 'This therapist is not taking bookings at the moment.'
export const HOLD_RAN_OUT = 'You held this time a little while ago and it ran out. Please choose another time, or try this one again later.'
export const TOO_MANY_HOLDS = 'You have unpaid bookings in progress. Pay for one or cancel it before booking another.'
export const PAYMENT_CONFIRMED = 'Payment confirmed. Your appointment is booked.'
export const PAYMENT_NOT_CONFIRMED = 'Your payment has not been confirmed yet.'
export const PAYMENT_NOT_FOUND = 'Payment not found'
export const LATE_PAYMENT =
  'Your payment arrived after the time you chose was released, and someone else has booked it. We have recorded your payment for a full refund and will contact you by email.'
/** The money for a weekly series came after its holds ran out and some week was taken meanwhile: all of it goes back (decision 023). */
export const LATE_SERIES_PAYMENT =
  'Your payment arrived after the weekly times you chose were released, and at least one of those weeks has been booked since, so no session of the series was booked. The whole payment is being refunded to you; we will email you when it has been sent.'
export const HOLD_RELEASED = 'Payment cancelled. The time has been released.'
/** The draft is a time this patient has already paid for (Back after paying, a second tab). */
export const ALREADY_BOOKED = 'You have booked this session.'
export const WINDOW_CLOSED = 'Payment window closed. Your booking was not made.'

/** A Lagos calendar date, YYYY-MM-DD, that exists. */
export const lagosDateField = z
  .string({ error: BOOKING_INCOMPLETE })
  .trim()
  .min(1, BOOKING_INCOMPLETE)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date such as 2026-11-23')
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

/**
 * The longest session one booking may hold. A therapy session is one to three hours; a longer hold
 * would let one person empty a therapist's day for everyone while they "pay".
 */
export const MAX_BOOKING_HOURS = 3
export const BOOKING_TOO_LONG = `A session can be at most ${MAX_BOOKING_HOURS} hours.`
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
