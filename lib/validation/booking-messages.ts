// Booking and payment messages and limits without zod: the booking widget, the confirmation and
// success pages load these in the browser, and importing ./booking (which builds zod schemas) would
// bring all of zod with them. ./booking re-exports every one, so the server's imports stay as they are.

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

/**
 * The longest session one booking may hold. A therapy session is one to three hours; a longer hold
 * would let one person empty a therapist's day for everyone while they "pay".
 */
export const MAX_BOOKING_HOURS = 3
export const BOOKING_TOO_LONG = `A session can be at most ${MAX_BOOKING_HOURS} hours.`
