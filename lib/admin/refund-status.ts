// How the admin area names refunds and absence reports: badges, reasons and the Refunds
// page's Status filter. Pure: the refund list, the appointment page, the disputes page and the unit
// tests share it. The states themselves are the database's (lib/refunds/refund-names.ts).
import type { RefundReasonName, RefundStatusName } from '@/lib/refunds/refund-names'
import type { StatusTone } from './appointment-status'

/** Failed needs someone (red); on its way amber; done green. */
export const REFUND_STATUS_BADGES: Record<RefundStatusName, { label: string; tone: StatusTone }> = {
  Completed: { label: 'Completed', tone: 'success' },
  Processing: { label: 'Processing', tone: 'warning' },
  Requested: { label: 'Requested', tone: 'warning' },
  AwaitingAccount: { label: 'Waiting for the patient’s account', tone: 'warning' },
  Failed: { label: 'Failed', tone: 'danger' },
}

export const REFUND_REASON_LABELS: Record<RefundReasonName, string> = {
  PatientCancelled: 'Cancelled by the patient',
  TherapistCancelled: 'Cancelled by the therapist',
  AdminCancelled: 'Cancelled by an admin',
  TherapistAbsent: 'The therapist did not come',
  LatePayment: 'Paid after the time was taken',
}

/** The Refunds page's Status filter, the ones needing attention first; '' is every refund. */
export const REFUND_STATUS_FILTERS: readonly { value: RefundStatusName | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'Failed', label: 'Failed' },
  { value: 'AwaitingAccount', label: 'Waiting for account' },
  { value: 'Requested', label: 'Requested' },
  { value: 'Processing', label: 'Processing' },
  { value: 'Completed', label: 'Completed' },
]

/** The status a ?status= names, or undefined (every refund) for none or anything unknown. */
export function refundStatusFilter(value: unknown): RefundStatusName | undefined {
  const found = REFUND_STATUS_FILTERS.find((option) => option.value !== '' && option.value === value)
  return found && found.value !== '' ? found.value : undefined
}

export type AbsenceReportStatus = 'Open' | 'Refunded' | 'Dismissed'

/** An open report waits for an admin (amber); the two decisions in words. */
export const ABSENCE_REPORT_BADGES: Record<AbsenceReportStatus, { label: string; tone: StatusTone }> = {
  Open: { label: 'Open', tone: 'warning' },
  Refunded: { label: 'Refunded in full', tone: 'success' },
  Dismissed: { label: 'No refund', tone: 'neutral' },
}
