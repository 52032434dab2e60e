

import { PATIENT_AREA_ROLES } from '@/lib/roles'

// The patient routes' sections of the reference, their access and the refusals several of them share.

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

/** The patient area's routes (lib/roles' PATIENT_AREA_ROLES). */
export const patientArea = { kind: 'roles', roles: PATIENT_AREA_ROLES } as const

export const APPOINTMENT_NOT_YOURS = '`Appointment not found`: anyone else’s or unknown.'
export const NOT_CANCELLABLE = 'Already cancelled, not paid, or already started.'
export const SERIES_NOT_YOURS = '`Series not found`: another patient’s or unknown.'
export const NOTHING_LEFT = 'Nothing is left to cancel.'
