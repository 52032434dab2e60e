import 'server-only'
import type { Role } from '@/lib/roles'
import { lagosClock, slotTime } from '@/lib/time'
import { koboToNaira } from '@/lib/money'
import type { RefundReasonName, RefundStatusName } from '@/lib/refunds/refund-names'
import { readRefundRows } from './read-refund-rows'
import { assertAdminAreaReader } from '../auth/assert-role'
import { withoutControlCharacters } from '../storable-text'

/** The most recent refunds listed at once; older ones stay in the database. */
export const REFUNDS_SHOWN = 100


export type RefundRow = {
  _id: string
  /** Ours, as the provider knows the refund. */
  reference: string
  status: RefundStatusName
  reason: RefundReasonName
  note: string | null
  /** Naira going back. */
  amount: number
  attempts: number
  lastError: string | null
  requestedAt: string
  completedAt: string | null
  paymentReference: string
  transactionReference: string | null
  provider: 'Monnify' | 'Sandbox'
  /** Naira paid. */
  paidAmount: number
  currency: string
  paidAt: string
  appointmentId: string
  appointmentDate: string
  slot_start: string
  slot_end: string
  patient: { _id: string; fullName: string; email: string }
  therapist: { _id: string; fullName: string }
}

/**
 * Every refund, the ones needing attention first (Failed, then waiting for an account, then in
 * progress), then the newest. Search by payment or refund reference, or part of the patient's email;
 * filter by status; one statement (read-refund-rows.ts). Admins and managers see them; anyone else
 * is refused here too.
 */
export async function listRefunds(viewer: { role: Role }, { search = '', status }: { search?: string; status?: RefundStatusName } = {}): Promise<{ data: RefundRow[]; total: number }> {
  assertAdminAreaReader(viewer)
  const term = withoutControlCharacters(search).trim().slice(0, 120)
  const { rows, total } = await readRefundRows({ term, status, take: REFUNDS_SHOWN })
  const data = rows.map((row): RefundRow => {
    const start = lagosClock(row.appointment.startsAt)
    const end = lagosClock(row.appointment.endsAt)
    return {
      _id: row.id,
      reference: row.reference,
      status: row.status,
      reason: row.reason,
      note: row.note,
      amount: koboToNaira(row.amountKobo),
      attempts: row.attempts,
      lastError: row.lastError,
      requestedAt: row.requestedAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      paymentReference: row.payment.paymentReference,
      transactionReference: row.payment.transactionReference,
      provider: row.payment.provider,
      paidAmount: koboToNaira(row.payment.amountKobo),
      currency: row.payment.currency,
      paidAt: row.payment.paidAt.toISOString(),
      appointmentId: row.appointment.id,
      appointmentDate: start.date,
      slot_start: slotTime(start.hour),
      slot_end: slotTime(end.hour),
      patient: { _id: row.appointment.patient.id, fullName: row.appointment.patient.fullName, email: row.appointment.patient.email },
      therapist: { _id: row.appointment.therapist.userId, fullName: row.appointment.therapist.user.fullName },
    }
  })
  // Needing attention first: Failed, waiting for an account, still to send or with the provider.
  const rank: Record<RefundStatusName, number> = { Failed: 0, AwaitingAccount: 1, Requested: 2, Processing: 3, Completed: 4 }
  data.sort((a, b) => rank[a.status] - rank[b.status])
  return { data, total }
}
