

// The patient routes' sections of the reference and the refusals several of them share.

export const ACCOUNT = 'Patient account'
export const APPOINTMENTS = 'Patient appointments and rescheduling'
export const BOOKING = 'Booking and payment'
export const CANCELLATIONS = 'Cancellations and refunds'
export const INTAKE = 'Intake and private session notes'
export const MOVES = 'Time off and moving a session'
export const REVIEWS = 'Reviews'
export const WAITLIST = 'Patient waitlist'

export const PAID_NOT_YET = "While the provider does not report the reference paid (`Your payment has not been confirmed yet.`), or once it reports it failed or cancelled (`We couldn't process your payment`; the hold is then released)."
export const LATE_PAYMENT = 'The payment arrived after the hold ran out and someone else has booked the time: recorded for a refund, and the message says so.'
export const REFUND_ACCOUNT =
  'The refund needs an account (paid by bank transfer) and none was sent (`errors.refundAccount`), or the bank knows no such account.'
