import 'server-only'
import { koboToNaira } from '@/lib/money'
import type { RefundReasonName, RecordedRefund } from '../../refunds/record-refund'
import { db, type Prisma } from '../../db'
import { PERSON_SELECT, toAdminPerson, type AdminPerson } from './admin-appointment-fields'

/*
 * What the admin's appointment page shows of what happened after a booking was paid: a
 * cancellation (by whom, why), the policy it was paid under, its refunds and where they stand, a
 * patient marked absent, a payment the provider reversed, and a patient's report that the therapist
 * did not come. Read for Admins and Managers alike; only an Admin acts on it.
 */

export type AdminAppointmentCancellation = {
  /** ISO. */
  cancelledAt: string | null
  by: 'Patient' | 'Therapist' | 'Admin'
  /** The admin who cancelled it or refunded the patient's report; null for a patient or therapist (named above) or when not recorded. */
  admin: AdminPerson | null
  reason: string | null
}

export type AdminAppointmentRefund = {
  _id: string
  reference: string
  status: RecordedRefund['status']
  reason: RefundReasonName
  note: string | null
  /** Naira going back. */
  amount: number
  lastError: string | null
  requestedAt: string
  completedAt: string | null
}

export type AdminAbsenceReport = {
  _id: string
  status: 'Open' | 'Refunded' | 'Dismissed'
  /** The patient's words, shown as text. */
  note: string | null
  createdAt: string
  resolvedAt: string | null
  resolvedBy: AdminPerson | null
}

export type AdminAppointmentAftercare = {
  cancellation: AdminAppointmentCancellation | null
  /** The cancellation policy the booking was paid under; null when none was stored (before payment, or older bookings). */
  policy: { fullRefundHours: number; lateRefundPercent: number } | null
  /** Oldest first: one per payment at most. */
  refunds: AdminAppointmentRefund[]
  /** ISO: when the therapist marked the patient absent; null otherwise. */
  patientNoShowAt: string | null
  /** ISO: when the provider reported the confirmed payment reversed; null otherwise. */
  paymentReversedAt: string | null
  absenceReport: AdminAbsenceReport | null
  /** Naira of the confirmed payment: what an admin may refund at most when cancelling. Null when nothing confirmed was paid. */
  amountPaid: number | null
  /** A paid booking with its confirmed payment: an admin may cancel it, at any time. */
  isCancellable: boolean
}

export const AFTERCARE_SELECT = {
  id: true,
  status: true,
  cancelledAt: true,
  cancelledBy: true,
  cancelReason: true,
  policyFullRefundHours: true,
  policyLateRefundPercent: true,
  patientNoShowAt: true,
  paymentReversedAt: true,
  refunds: {
    orderBy: [{ requestedAt: 'asc' }, { id: 'asc' }],
    select: { id: true, reference: true, status: true, reason: true, note: true, amountKobo: true, lastError: true, requestedAt: true, completedAt: true },
  },
  absenceReport: { select: { id: true, status: true, note: true, createdAt: true, resolvedAt: true, resolvedBy: { select: PERSON_SELECT } } },
} as const satisfies Prisma.AppointmentSelect

type AftercareRow = Prisma.AppointmentGetPayload<{ select: typeof AFTERCARE_SELECT }> & {
  payments: readonly { status: string; amountKobo: number }[]
}

/** The admin who cancelled: the audit entry of the cancellation, else the one who refunded the patient's report. */
async function cancellingAdmin(row: AftercareRow): Promise<AdminPerson | null> {
  if (row.cancelledBy !== 'Admin') return null
  const entry = await db.auditLog.findFirst({
    where: { targetType: 'Appointment', targetId: row.id, action: 'appointment.cancel' },
    orderBy: { createdAt: 'desc' },
    select: { actor: { select: PERSON_SELECT } },
  })
  const actor = entry?.actor ?? (row.absenceReport?.status === 'Refunded' ? row.absenceReport.resolvedBy : null)
  return actor ? toAdminPerson(actor) : null
}

export async function aftercareFields(row: AftercareRow): Promise<AdminAppointmentAftercare> {
  const confirmed = row.payments.find((payment) => payment.status === 'Paid')
  const report = row.absenceReport
  return {
    cancellation:
      row.status === 'Cancelled' && row.cancelledBy
        ? { cancelledAt: row.cancelledAt?.toISOString() ?? null, by: row.cancelledBy, admin: await cancellingAdmin(row), reason: row.cancelReason }
        : null,
    policy:
      row.policyFullRefundHours === null || row.policyLateRefundPercent === null
        ? null
        : { fullRefundHours: row.policyFullRefundHours, lateRefundPercent: row.policyLateRefundPercent },
    refunds: row.refunds.map((refund) => ({
      _id: refund.id,
      reference: refund.reference,
      status: refund.status,
      reason: refund.reason,
      note: refund.note,
      amount: koboToNaira(refund.amountKobo),
      lastError: refund.lastError,
      requestedAt: refund.requestedAt.toISOString(),
      completedAt: refund.completedAt?.toISOString() ?? null,
    })),
    patientNoShowAt: row.patientNoShowAt?.toISOString() ?? null,
    paymentReversedAt: row.paymentReversedAt?.toISOString() ?? null,
    absenceReport: report
      ? {
          _id: report.id,
          status: report.status,
          note: report.note,
          createdAt: report.createdAt.toISOString(),
          resolvedAt: report.resolvedAt?.toISOString() ?? null,
          resolvedBy: report.resolvedBy ? toAdminPerson(report.resolvedBy) : null,
        }
      : null,
    amountPaid: confirmed ? koboToNaira(confirmed.amountKobo) : null,
    isCancellable: row.status === 'Paid' && confirmed !== undefined,
  }
}
