import { ACCOUNT_ROLES, PATIENT_AREA_ROLES, ROLES, USER_LOGIN_ROLES } from '@/lib/roles'
import { patientRegistrationSchema } from '@/lib/validation/auth'
import { bookAppointmentSchema, cancelHoldSchema, confirmPaymentSchema, holdAppointmentSchema, sandboxCompleteSchema } from '@/lib/validation/booking'
import { absenceReportSchema, patientCancelSchema, refundAccountSchema } from '@/lib/validation/cancellation'
import { intakeAnswersSchema } from '@/lib/validation/intake'
import { apiResetPasswordSchema, forgotPasswordSchema } from '@/lib/validation/password-reset'
import { changePasswordSchema, editProfileSchema } from '@/lib/validation/patient'
import { rescheduleSchema } from '@/lib/validation/reschedule'
import { reviewSchema } from '@/lib/validation/reviews'
import { joinWaitlistSchema } from '@/lib/validation/waitlist'
import { z } from '@/lib/validation/zod'
import { defineRoutes } from '../contract'
import { id, messageAndData, messageOnly } from '../schemas/common'
import { ownReview, patientIntake, patientMoveProposal, safeUser, savedIntake, waitlistEntry } from '../schemas/patient-account'
import { loginBody, sessionAnswer } from '../schemas/session'
import {
  cancelHoldAnswer,
  cancellationAnswer,
  cancellationQuote,
  paidAppointment,
  patientAppointment,
  patientHold,
  seriesCancellationAnswer,
  seriesCancellationQuote,
} from '../schemas/patient-appointment'

const ACCOUNT = 'Patient account'
const APPOINTMENTS = 'Patient appointments and rescheduling'
const BOOKING = 'Booking and payment'
const CANCELLATIONS = 'Cancellations and refunds'
const INTAKE = 'Intake and private session notes'
const MOVES = 'Time off and moving a session'
const REVIEWS = 'Reviews'
const WAITLIST = 'Patient waitlist'

const PAID_NOT_YET = "While the provider does not report the reference paid (`Your payment has not been confirmed yet.`), or once it reports it failed or cancelled (`We couldn't process your payment`; the hold is then released)."
const LATE_PAYMENT = 'The payment arrived after the hold ran out and someone else has booked the time: recorded for a refund, and the message says so.'
const REFUND_ACCOUNT =
  'The refund needs an account (paid by bank transfer) and none was sent (`errors.refundAccount`), or the bank knows no such account.'

/** The /api/v1/patient routes and the sandbox checkout's button. */
export const patientRoutes = defineRoutes([
  // Sign-in, registration and the account.
  {
    method: 'post',
    path: '/api/v1/patient/login',
    tag: ACCOUNT,
    summary: 'Sign in as a patient, admin or manager',
    description: `The token in the body and the same session as a cookie. Roles that may sign in here: ${USER_LOGIN_ROLES.join(', ')}; therapists use /api/v1/therapist/login.`,
    access: { kind: 'public' },
    body: { schema: loginBody },
    success: { 200: { description: '`Login successful`: the session token and who signed in.', schema: sessionAnswer } },
    errors: {
      401: 'Wrong email or password, or a therapist account (`This is a therapist account. Please use LOGIN AS THERAPIST.`).',
      403: 'The account is blocked.',
      429: 'Too many failed attempts for this account or address: wait and try again.',
    },
  },
  {
    method: 'post',
    path: '/api/v1/patient/registration',
    tag: ACCOUNT,
    summary: 'Register a patient account and sign in',
    description: 'All nine fields are required. The answer signs the new patient in, as a login does.',
    access: { kind: 'public' },
    body: { schema: patientRegistrationSchema },
    success: { 201: { description: '`Registration successful`: the session token and the new patient.', schema: sessionAnswer } },
    errors: { 409: 'Another account has this email.', 429: 'Too many registrations from this address in an hour.' },
  },
  {
    method: 'get',
    path: '/api/v1/patient/view-profile',
    tag: ACCOUNT,
    summary: "The caller's own profile",
    access: { kind: 'roles', roles: ACCOUNT_ROLES },
    success: { 200: { description: 'The profile as `safeUser`.', schema: z.object({ safeUser }) } },
    errors: { 404: 'The account no longer exists.' },
  },
  {
    method: 'put',
    path: '/api/v1/patient/edit-profile',
    tag: ACCOUNT,
    summary: "Change the caller's own profile",
    description:
      'Only `fullName, email, phoneNumber, address, localGovernment, state, dateOfBirth, gender` are read; anything else is accepted and ignored. An absent field is left unchanged; `""` or `null` clears it, except `fullName` and `email`.',
    access: { kind: 'roles', roles: ACCOUNT_ROLES },
    body: { schema: editProfileSchema },
    success: { 200: { description: '`Profile updated successfully` and the profile as it now is.', schema: messageAndData(safeUser) } },
    errors: { 404: 'The account no longer exists.', 409: 'Another account has this email.', 429: 'Too many new email addresses tried in an hour.' },
  },
  {
    method: 'put',
    path: '/api/v1/patient/change-password',
    tag: ACCOUNT,
    summary: "Change the caller's password",
    description:
      "Every session and token of the account ends, including the one used for this call: the answer's `token` (also set as the session cookie) is the caller's new session.",
    access: { kind: 'roles', roles: ACCOUNT_ROLES },
    body: { schema: changePasswordSchema },
    success: {
      200: {
        description: '`Password updated successfully` and the new session token.',
        schema: z.object({ message: z.string(), success: z.literal(true), token: z.string() }),
      },
    },
    errors: {
      400: '`Your old password is incorrect` (`errors.oldPassword`).',
      404: 'The account no longer exists.',
      409: 'The password was just changed elsewhere.',
      429: 'More than 5 attempts for this account in 15 minutes.',
    },
  },
  {
    method: 'post',
    path: '/api/v1/patient/forgot-password',
    tag: ACCOUNT,
    summary: 'Ask for a password reset link by email',
    description: 'The same answer, status and work for a registered, unknown, blocked or erased email; the email (if any) is sent after the answer.',
    access: { kind: 'public' },
    body: { schema: forgotPasswordSchema },
    success: {
      200: {
        description: '`If an account exists for that email, a reset link is on its way.`',
        schema: z.object({ message: z.string(), success: z.literal(true) }),
      },
    },
    errors: { 429: '3 requests per email or 10 per client address in 15 minutes; the message gives the wait.' },
  },
  {
    method: 'put',
    path: '/api/v1/patient/resetpassword/{token}',
    tag: ACCOUNT,
    summary: 'Set a new password with a reset link',
    description: "The token is the emailed link's `token`. Every session of the account ends.",
    access: { kind: 'public' },
    params: z.object({ token: z.string().meta({ description: "The reset link's token (43 base64url characters)." }) }),
    body: { schema: apiResetPasswordSchema },
    success: { 200: { description: '`Your password has been reset. Please log in with your new password.`', schema: messageOnly } },
    errors: { 400: 'The link is unknown, malformed, used, expired or replaced, or the account is blocked or erased (`errors.token`).' },
  },

  // The patient's appointments.
  {
    method: 'get',
    path: '/api/v1/patient/my-appointments',
    tag: APPOINTMENTS,
    summary: "The caller's own paid sessions",
    description: 'Only what was paid for (never a hold or an abandoned checkout): the upcoming ones soonest first, then the past ones latest first. An Admin sees only their own here too.',
    access: { kind: 'roles', roles: PATIENT_AREA_ROLES },
    success: { 200: { description: 'The appointments.', schema: z.object({ data: z.array(patientAppointment) }) } },
  },
  {
    method: 'get',
    path: '/api/v1/patient/appointment/{id}',
    tag: APPOINTMENTS,
    summary: 'One of the caller’s own appointments',
    access: { kind: 'roles', roles: PATIENT_AREA_ROLES },
    params: z.object({ id }),
    success: { 200: { description: 'The appointment.', schema: z.object({ data: patientAppointment }) } },
    errors: { 404: '`Appointment not found`: another patient’s, an unknown or a malformed id.' },
  },
  {
    method: 'get',
    path: '/api/v1/patient/appointment/{id}/calendar',
    tag: APPOINTMENTS,
    summary: 'Add to calendar: the appointment as an .ics file',
    description: 'The same event as the booking and reschedule emails’ `invite.ics` (same UID, SEQUENCE = moves so far), as `alafia-session-YYYY-MM-DD.ics`.',
    access: { kind: 'roles', roles: PATIENT_AREA_ROLES },
    params: z.object({ id }),
    success: { 200: { description: 'The calendar file (iCalendar, METHOD:REQUEST).', contentType: 'text/calendar' } },
    errors: { 404: 'Another patient’s, an unpaid or an unknown appointment.' },
  },
  {
    method: 'put',
    path: '/api/v1/patient/reschedule-appointment/{id}',
    tag: APPOINTMENTS,
    summary: 'Move one of the caller’s own paid appointments',
    description: "Times are 'HH:MM' (24-hour) or '01:00 PM', whole hours, within one Lagos day; the length stays the same.",
    access: { kind: 'roles', roles: PATIENT_AREA_ROLES },
    params: z.object({ id }),
    body: { schema: rescheduleSchema },
    success: { 200: { description: '`Appointment rescheduled successfully` and the appointment at its new time.', schema: messageAndData(patientAppointment) } },
    errors: {
      400: 'A field is missing, the length differs, the new time has started or equals the current one, an hour is not in the therapist’s published availability, or the therapist is no longer listed.',
      404: '`Appointment not found`: anyone else’s appointment.',
      409: "Today's, past or unpaid appointment (`Can't reschedule today's appointment`, `Date passed - Can't reschedule`, `Only paid appointments can be rescheduled`), or another appointment owns a new hour.",
    },
  },

  // Booking and payment.
  {
    method: 'post',
    path: '/api/v1/patient/hold-appointment',
    tag: BOOKING,
    summary: 'Hold a time while the patient pays',
    description:
      'The hold lasts 20 minutes. Asking again for the very time one already holds returns that hold; another time with the same therapist replaces it. With `weeks` 2–12 the same weekday and hours are held every week, all or nothing, for one checkout.',
    access: { kind: 'roles', roles: ['Patient'] },
    body: { schema: holdAppointmentSchema },
    success: { 201: { description: 'Held: what to pay and until when (a series adds `seriesId` and `occurrences`).', schema: messageAndData(patientHold) } },
    errors: {
      400: "A time already started, a date or hour the therapist has not published (`Selected date is not available`), end not after start, booking oneself, a therapist who is not listed, or a session mode the therapist does not offer.",
      403: 'The patient has not accepted the current health-data consent: `data: { consent: { kind, version } }` names it.',
      409: 'An hour is held or booked by someone else, three unpaid holds already, a time already paid for (`You have booked this session.`), or for a series a week that cannot be had (`data: { clashes: [{ appointmentDate, reason }], longestRun: { appointmentDate, weeks } | null }`).',
      429: 'More than 20 holds in an hour.',
    },
  },
  {
    method: 'post',
    path: '/api/v1/patient/confirm-payment',
    tag: BOOKING,
    summary: 'Confirm a held booking once the provider says it is paid',
    description: 'The server asks the provider itself; a `transactionReference` sent by the client is ignored. The same answer again on a replay. For a series, every week is Paid at once. 503 also when the provider cannot be reached.',
    access: { kind: 'roles', roles: ['Patient'] },
    body: { schema: confirmPaymentSchema },
    success: { 200: { description: 'Paid: the appointment (a series: its first week, with `seriesId` and `occurrences`).', schema: messageAndData(paidAppointment) } },
    errors: {
      402: PAID_NOT_YET,
      404: 'The reference is not one of this patient’s.',
      409: LATE_PAYMENT,
    },
  },
  {
    method: 'post',
    path: '/api/v1/patient/cancel-hold',
    tag: BOOKING,
    summary: 'Release a hold when the checkout was closed or failed',
    description: 'The provider is asked first: a hold it reports paid is confirmed instead (`status: Paid` with the appointment). A series is released whole. 503 also when the provider cannot be reached.',
    access: { kind: 'roles', roles: ['Patient'] },
    body: { schema: cancelHoldSchema },
    success: { 200: { description: 'Released, already settled, or confirmed because it was paid.', schema: messageAndData(cancelHoldAnswer) } },
    errors: { 404: 'The reference is not one of this patient’s.', 409: LATE_PAYMENT },
  },
  {
    method: 'post',
    path: '/api/v1/patient/book-appointment',
    tag: BOOKING,
    summary: 'Confirm a held booking by its full details',
    description: "The original API's payload for the patient's own held reference: confirms it like confirm-payment; it never creates an appointment.",
    access: { kind: 'roles', roles: ['Patient'] },
    body: { schema: bookAppointmentSchema },
    success: { 200: { description: 'As confirm-payment.', schema: messageAndData(paidAppointment) } },
    errors: {
      400: '`The booking details do not match the held time.`',
      402: PAID_NOT_YET,
      404: 'The reference is not one of this patient’s.',
      409: LATE_PAYMENT,
    },
  },
  {
    method: 'post',
    path: '/api/v1/payments/sandbox/complete',
    tag: BOOKING,
    summary: "Play the sandbox checkout's outcome for a hold",
    description: 'Only where no Monnify keys are set: the first outcome recorded for a reference stands, and only the patient who owns the hold may record it. Then call confirm-payment.',
    access: { kind: 'roles', roles: ['Patient'], note: 'Only where Monnify is not configured (the sandbox).' },
    body: { schema: sandboxCompleteSchema },
    success: {
      200: {
        description: '`Sandbox payment recorded: <outcome>` and the outcome that stands.',
        schema: messageAndData(z.object({ paymentReference: z.string(), outcome: sandboxCompleteSchema.shape.outcome })),
      },
    },
    errors: { 404: 'Monnify is configured (checked before anything else), or the reference is not one of this patient’s.' },
  },

  // Cancellations, refunds and absences.
  {
    method: 'get',
    path: '/api/v1/patient/cancellation-quote/{appointmentId}',
    tag: CANCELLATIONS,
    summary: 'What cancelling now would give back',
    access: { kind: 'roles', roles: PATIENT_AREA_ROLES },
    params: z.object({ appointmentId: id }),
    success: { 200: { description: 'The refund under the policy the booking was paid with.', schema: z.object({ data: cancellationQuote }) } },
    errors: { 404: '`Appointment not found`: anyone else’s or unknown.', 409: 'Already cancelled, not paid, or already started.' },
  },
  {
    method: 'post',
    path: '/api/v1/patient/cancel-appointment/{appointmentId}',
    tag: CANCELLATIONS,
    summary: 'Cancel one of the caller’s own paid sessions',
    description: 'The refund follows the policy the booking was paid with (GET cancellation-quote first). `refundAccount` only when the quote says `needsRefundAccount`; 503 also when the bank cannot check it just now.',
    access: { kind: 'roles', roles: PATIENT_AREA_ROLES },
    params: z.object({ appointmentId: id }),
    body: { schema: patientCancelSchema },
    success: { 200: { description: 'Cancelled: the appointment and its refund (null when nothing comes back).', schema: messageAndData(cancellationAnswer) } },
    errors: {
      400: REFUND_ACCOUNT,
      404: '`Appointment not found`: anyone else’s or unknown.',
      409: 'Already cancelled, not paid, or already started.',
    },
  },
  {
    method: 'get',
    path: '/api/v1/patient/cancel-series/{seriesId}',
    tag: CANCELLATIONS,
    summary: 'What cancelling the rest of a weekly series would give back',
    access: { kind: 'roles', roles: PATIENT_AREA_ROLES },
    params: z.object({ seriesId: id }),
    success: { 200: { description: 'The weeks still to come, each with its refund.', schema: z.object({ data: seriesCancellationQuote }) } },
    errors: { 404: '`Series not found`: another patient’s or unknown.', 409: 'Nothing is left to cancel.' },
  },
  {
    method: 'post',
    path: '/api/v1/patient/cancel-series/{seriesId}',
    tag: CANCELLATIONS,
    summary: 'Cancel the rest of a weekly series',
    description: 'Every week still Paid that has not started, each under its own stored terms; weeks started or cancelled are left as they are.',
    access: { kind: 'roles', roles: PATIENT_AREA_ROLES },
    params: z.object({ seriesId: id }),
    body: { schema: patientCancelSchema },
    success: { 200: { description: '`The rest of your weekly sessions has been cancelled.` and each week with its refund.', schema: messageAndData(seriesCancellationAnswer) } },
    errors: { 400: REFUND_ACCOUNT, 404: '`Series not found`: another patient’s or unknown.', 409: 'Nothing is left to cancel.' },
  },
  {
    method: 'post',
    path: '/api/v1/patient/refund-account/{appointmentId}',
    tag: CANCELLATIONS,
    summary: 'Name the bank account a waiting refund goes to',
    description: 'The bank confirms the account first; 503 also when it cannot be reached just now.',
    access: { kind: 'roles', roles: PATIENT_AREA_ROLES },
    params: z.object({ appointmentId: id }),
    body: { schema: refundAccountSchema },
    success: { 200: { description: 'Saved; the refund goes on.', schema: messageOnly } },
    errors: {
      400: 'The bank knows no such account (`errors.refundAccount`).',
      404: '`Appointment not found`: anyone else’s, unknown, or without a refund.',
      409: 'No refund is waiting for an account.',
    },
  },
  {
    method: 'post',
    path: '/api/v1/patient/report-absent-therapist/{appointmentId}',
    tag: CANCELLATIONS,
    summary: 'Report that the therapist did not come',
    description: 'From the start of the session until 48 hours after its end; one report per session. The body may be empty.',
    access: { kind: 'roles', roles: PATIENT_AREA_ROLES },
    params: z.object({ appointmentId: id }),
    body: { schema: absenceReportSchema, required: false },
    success: { 201: { description: 'Reported: the report waits for an admin’s decision.', schema: messageAndData(z.object({ _id: id, status: z.literal('Open') })) } },
    errors: { 404: '`Appointment not found`: anyone else’s, unknown or not paid.', 409: 'Before the start, more than 48 hours after the end, or already reported.' },
  },

  // Moves the therapist proposed, the intake, reviews.
  {
    method: 'get',
    path: '/api/v1/patient/move-proposals',
    tag: MOVES,
    summary: 'New times therapists proposed, still to answer',
    access: { kind: 'roles', roles: PATIENT_AREA_ROLES },
    success: { 200: { description: 'The open proposals, soonest session first.', schema: z.object({ data: z.array(patientMoveProposal) }) } },
  },
  {
    method: 'post',
    path: '/api/v1/patient/move-proposal/{id}/accept',
    tag: MOVES,
    summary: 'Accept a proposed new time',
    access: { kind: 'roles', roles: PATIENT_AREA_ROLES },
    params: z.object({ id }),
    success: { 200: { description: 'Moved: the appointment at the new time.', schema: messageAndData(patientAppointment) } },
    errors: { 404: 'Anyone else’s or an unknown proposal.', 409: 'No longer open, or the time is gone.' },
  },
  {
    method: 'post',
    path: '/api/v1/patient/move-proposal/{id}/decline',
    tag: MOVES,
    summary: 'Decline a proposed new time: the session is cancelled with a full refund',
    access: { kind: 'roles', roles: PATIENT_AREA_ROLES },
    params: z.object({ id }),
    success: { 200: { description: 'Cancelled: the appointment and its refund.', schema: messageAndData(cancellationAnswer) } },
    errors: { 404: 'Anyone else’s or an unknown proposal.', 409: 'No longer open.' },
  },
  {
    method: 'get',
    path: '/api/v1/patient/intake/{appointmentId}',
    tag: INTAKE,
    summary: 'The intake for the therapist of one of the caller’s paid appointments',
    access: { kind: 'roles', roles: ROLES, note: 'Whoever is not that appointment’s patient finds nothing (404).' },
    params: z.object({ appointmentId: id }),
    success: { 200: { description: 'The questions and, once given, the answers.', schema: z.object({ data: patientIntake }) } },
    errors: { 404: '`Appointment not found.`: not the caller’s paid appointment.' },
  },
  {
    method: 'put',
    path: '/api/v1/patient/intake/{appointmentId}',
    tag: INTAKE,
    summary: 'Answer the intake',
    description: 'Only the therapist reads the answers; a safety answer of `yes` raises an alert for them.',
    access: { kind: 'roles', roles: ROLES, note: 'Whoever is not that appointment’s patient finds nothing (404).' },
    params: z.object({ appointmentId: id }),
    body: { schema: intakeAnswersSchema },
    success: { 200: { description: 'Saved: the intake as it now is.', schema: messageAndData(savedIntake) } },
    errors: { 404: '`Appointment not found.`: not the caller’s paid appointment.', 409: 'The therapist’s questions changed: reload and answer again.' },
  },
  {
    method: 'post',
    path: '/api/v1/patient/review/{appointmentId}',
    tag: REVIEWS,
    summary: 'Rate one of the caller’s own sessions',
    access: { kind: 'roles', roles: ['Patient'] },
    params: z.object({ appointmentId: id }),
    body: { schema: reviewSchema },
    success: { 201: { description: 'Saved: the review.', schema: messageAndData(ownReview) } },
    errors: {
      400: 'The session has not ended, was cancelled, was not paid, or the patient was marked absent.',
      404: 'Not the caller’s appointment.',
      409: 'Already reviewed.',
    },
  },

  // The waitlist.
  {
    method: 'get',
    path: '/api/v1/patient/waitlist',
    tag: WAITLIST,
    summary: "The caller's open waits",
    access: { kind: 'roles', roles: ['Patient'] },
    success: { 200: { description: 'The waits, the soonest to end first.', schema: z.object({ data: z.array(waitlistEntry) }) } },
  },
  {
    method: 'post',
    path: '/api/v1/patient/waitlist',
    tag: WAITLIST,
    summary: 'Wait for a therapist’s time to free up',
    description: '`date` (YYYY-MM-DD in Lagos) waits for that day; none for any time.',
    access: { kind: 'roles', roles: ['Patient'] },
    body: { schema: joinWaitlistSchema },
    success: { 201: { description: 'Waiting: the new entry.', schema: messageAndData(waitlistEntry) } },
    errors: {
      400: 'Waiting on oneself, or a date in the past or too far ahead (`errors.date`).',
      404: 'No such listed therapist.',
      409: 'Already waiting for this, or too many open waits.',
    },
  },
  {
    method: 'delete',
    path: '/api/v1/patient/waitlist/{id}',
    tag: WAITLIST,
    summary: 'Leave one of the caller’s waits',
    access: { kind: 'roles', roles: ['Patient'] },
    params: z.object({ id }),
    success: { 200: { description: 'Left.', schema: messageOnly } },
    errors: { 404: 'Anyone else’s or an unknown entry.' },
  },
])
