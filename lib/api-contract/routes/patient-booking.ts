import { PATIENT_AREA_ROLES } from '@/lib/roles'
import { bookAppointmentSchema, cancelHoldSchema, confirmPaymentSchema, holdAppointmentSchema, sandboxCompleteSchema } from '@/lib/validation/booking'
import { absenceReportSchema, patientCancelSchema, refundAccountSchema } from '@/lib/validation/cancellation'
import { z } from '@/lib/validation/zod'
import { defineRoutes } from '../contract'
import { id, messageAndData, messageOnly } from '../schemas/common'
import {
  cancelHoldAnswer,
  cancellationAnswer,
  cancellationQuote,
  paidAppointment,
  patientHold,
  seriesCancellationAnswer,
  seriesCancellationQuote,
} from '../schemas/patient-appointment'
import { BOOKING, CANCELLATIONS, PAID_NOT_YET, LATE_PAYMENT, REFUND_ACCOUNT } from './patient-shared'

/** Booking and paying, and cancelling with its refunds and absences. */
export const patientBookingRoutes = defineRoutes([
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
])
