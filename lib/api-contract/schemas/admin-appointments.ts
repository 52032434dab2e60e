import { REFUND_STATUSES } from '@/lib/refunds/refund-names'
import { z } from '@/lib/validation/zod'
import { cancellationAnswer } from './patient-appointment'
import { id, isoDateTime, messageAndData, nairaAmount } from './common'
import { adminStateFields, lagosSlot, pageNumbers, sessionFields } from './admin-people'

/*
 * The answers of the admin's appointment, audit, cancellation, dispute, refund, alert and payout calls
 * (lib/server/admin/appointments, lib/server/audit, lib/server/cancellations, lib/server/payments,
 * lib/server/payouts, lib/server/reviews).
 */

const REFUND_REASONS = ['PatientCancelled', 'TherapistCancelled', 'AdminCancelled', 'TherapistAbsent', 'LatePayment'] as const
const ABSENCE_STATUSES = ['Open', 'Refunded', 'Dismissed'] as const
const CANCELLED_BY = ['Patient', 'Therapist', 'Admin'] as const
const PROVIDERS = ['Monnify', 'Sandbox'] as const
const PAYOUT_STATUSES = ['Pending', 'Processing', 'Paid', 'Failed'] as const

/** A person on an admin appointment answer; an erased one reads "Deleted user" with no email. */
export const adminPerson = z
  .object({ _id: id, fullName: z.string(), email: z.string().nullable(), isDeleted: z.boolean() })
  .meta({ id: 'AdminPerson' })

const namedPerson = z.object({ _id: id, fullName: z.string() })

const policy = z.object({ fullRefundHours: z.number().int(), lateRefundPercent: z.number().int() }).nullable()

/** A row of GET admin/appointments. */
export const adminAppointmentRow = z
  .object({
    _id: id,
    userId: adminPerson.meta({ description: 'The client.' }),
    therapistId: adminPerson,
    ...sessionFields,
    ...adminStateFields,
    createdAt: isoDateTime.meta({ description: 'When it was booked.' }),
  })
  .meta({ id: 'AdminAppointmentRow' })

export const adminAppointmentPage = z.object({
  data: z.array(adminAppointmentRow),
  ...pageNumbers,
  search: z.string(),
  status: z.string().meta({ description: "The status filter as applied; '' for the sessions (paid for)." }),
  from: z.string().meta({ description: "Lagos date YYYY-MM-DD, or ''." }),
  to: z.string().meta({ description: "Lagos date YYYY-MM-DD, or ''." }),
})

/** GET admin/appointment/{id}: every field of the admin's appointment page. */
export const adminAppointmentDetail = z
  .object({
    _id: id,
    userId: adminPerson,
    therapistId: adminPerson,
    ...sessionFields,
    ...adminStateFields,
    cancellation: z
      .object({ cancelledAt: isoDateTime.nullable(), by: z.enum(CANCELLED_BY), admin: adminPerson.nullable(), reason: z.string().nullable() })
      .nullable(),
    policy,
    refunds: z.array(
      z.object({
        _id: id,
        reference: z.string(),
        status: z.enum(REFUND_STATUSES),
        reason: z.enum(REFUND_REASONS),
        note: z.string().nullable(),
        amount: nairaAmount,
        lastError: z.string().nullable(),
        requestedAt: isoDateTime,
        completedAt: isoDateTime.nullable(),
      }),
    ),
    patientNoShowAt: isoDateTime.nullable(),
    paymentReversedAt: isoDateTime.nullable(),
    absenceReport: z
      .object({ _id: id, status: z.enum(ABSENCE_STATUSES), note: z.string().nullable(), createdAt: isoDateTime, resolvedAt: isoDateTime.nullable(), resolvedBy: adminPerson.nullable() })
      .nullable(),
    amountPaid: nairaAmount.nullable().meta({ description: 'Naira of the confirmed payment: the most an admin may refund when cancelling.' }),
    isCancellable: z.boolean(),
    completedAt: isoDateTime.nullable(),
    needsRefund: z.boolean(),
    paymentReference: z.string(),
    transactionReference: z.string().nullable(),
    videoLink: z.string().nullable().meta({ description: 'Paid sessions only, and never for a Manager.' }),
    holdExpiresAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
    payments: z.array(
      z.object({
        _id: id,
        status: z.enum(['Paid', 'RefundRequired', 'Refunded']),
        provider: z.enum(PROVIDERS),
        amount: nairaAmount,
        currency: z.string(),
        paymentReference: z.string(),
        transactionReference: z.string().nullable(),
        paidAt: isoDateTime,
      }),
    ),
    reschedules: z.array(z.object({ _id: id, from: lagosSlot, to: lagosSlot, createdAt: isoDateTime })),
    series: z.object({ week: z.number().int(), weeks: z.number().int(), paymentReference: z.string() }).nullable(),
  })
  .meta({ id: 'AdminAppointmentDetail' })

/** An entry of GET admin/audit-log. */
export const auditLogEntry = z
  .object({
    _id: id,
    createdAt: isoDateTime,
    action: z.string().meta({ example: 'user.block' }),
    actor: z.object({ _id: id.nullable(), fullName: z.string(), email: z.string().nullable(), isDeleted: z.boolean() }),
    targetType: z.string(),
    targetId: z.string().nullable(),
    targetUser: z.object({ _id: id, fullName: z.string(), isDeleted: z.boolean() }).nullable(),
    targetPost: z.object({ _id: id, title: z.string() }).nullable(),
    details: z.unknown().meta({ description: 'What was stored with the entry (plain JSON), or null.' }),
  })
  .meta({ id: 'AuditLogEntry' })

export const auditLogPage = z.object({
  data: z.array(auditLogEntry),
  ...pageNumbers,
  action: z.string(),
  person: z.string(),
  from: z.string(),
  to: z.string(),
})

/** An admin's cancellation answers as the patient's does: the appointment as its patient sees it, and the refund. */
export const adminCancellationAnswer = messageAndData(cancellationAnswer)

/** A row of GET admin/disputes. */
export const absenceReportRow = z
  .object({
    _id: id,
    status: z.enum(ABSENCE_STATUSES),
    note: z.string().nullable(),
    createdAt: isoDateTime,
    resolvedAt: isoDateTime.nullable(),
    appointment: z.object({ _id: id, startsAt: isoDateTime, endsAt: isoDateTime, amount: nairaAmount, patient: namedPerson, therapist: namedPerson }),
  })
  .meta({ id: 'AbsenceReportRow' })

export const disputeDecision = messageAndData(z.object({ _id: id, status: z.enum(['Refunded', 'Dismissed']) }))

/** A row of GET admin/refunds. */
export const refundRow = z
  .object({
    _id: id,
    reference: z.string(),
    status: z.enum(REFUND_STATUSES),
    reason: z.enum(REFUND_REASONS),
    note: z.string().nullable(),
    amount: nairaAmount,
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    requestedAt: isoDateTime,
    completedAt: isoDateTime.nullable(),
    paymentReference: z.string(),
    transactionReference: z.string().nullable(),
    provider: z.enum(PROVIDERS),
    paidAmount: nairaAmount,
    currency: z.string(),
    paidAt: isoDateTime,
    appointmentId: id,
    appointmentDate: sessionFields.appointmentDate,
    slot_start: sessionFields.slot_start,
    slot_end: sessionFields.slot_end,
    patient: z.object({ _id: id, fullName: z.string(), email: z.string() }),
    therapist: namedPerson,
  })
  .meta({ id: 'AdminRefundRow' })

/** A row of GET admin/payment-alerts. */
export const paymentAlertRow = z
  .object({
    _id: id,
    eventType: z.string(),
    receivedAt: isoDateTime,
    alert: z.string(),
    appointmentId: id.nullable(),
    handledAt: isoDateTime.nullable(),
    handledBy: z.string().nullable().meta({ description: 'The admin who marked it handled ("Deleted user" once erased).' }),
  })
  .meta({ id: 'PaymentAlertRow' })

export const alertHandled = messageAndData(z.object({ _id: id, handledAt: isoDateTime }))

/** A run of GET admin/payouts, with its transfers. */
export const payoutRunRow = z
  .object({
    _id: id,
    trigger: z.enum(['Admin', 'Schedule']),
    scheduledOn: z.string().nullable().meta({ description: 'The Lagos date of a scheduled run; null for one an admin started.' }),
    startedBy: namedPerson.nullable(),
    startedAt: isoDateTime,
    finishedAt: isoDateTime.nullable(),
    transfers: z.array(
      z.object({
        _id: id,
        therapist: namedPerson,
        amount: nairaAmount,
        reference: z.string(),
        status: z.enum(PAYOUT_STATUSES),
        failureReason: z.string().nullable(),
        bankName: z.string(),
        accountNumber: z.string().meta({ description: 'Only the last four digits.', example: '••••••6789' }),
        providerReference: z.string().nullable(),
        attempts: z.number().int(),
        createdAt: isoDateTime,
        completedAt: isoDateTime.nullable(),
      }),
    ),
  })
  .meta({ id: 'PayoutRunRow' })

export const payoutRunStarted = messageAndData(
  z.object({
    runId: id,
    transfers: z.array(z.object({ therapistId: id, amount: nairaAmount, reference: z.string(), status: z.enum(PAYOUT_STATUSES) })),
    skipped: z.array(
      z.object({ therapistId: id, amount: nairaAmount, reason: z.enum(['NoAccount', 'AccountHeld', 'BelowMinimum', 'NotPrepared']), heldUntil: isoDateTime.nullable() }),
    ),
  }),
)

export const reviewHidden = messageAndData(z.object({ _id: id, hiddenAt: isoDateTime, hiddenReason: z.string() }))
