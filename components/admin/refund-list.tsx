import { Badge } from '@/components/ui/badge'
import { formatShortDate } from '@/lib/format'
import { formatNaira, nairaToKobo } from '@/lib/money'
import { formatHour12, lagosInstant } from '@/lib/time'
import type { RefundRow } from '@/lib/server/payments/list-refunds'
import { parseSlotHour } from '@/lib/validation/reschedule'

const time = (slot: string) => formatHour12((parseSlotHour(slot, { isEnd: true }) ?? 0) % 24)

const STATUS: Record<RefundRow['status'], { label: string; tone: 'success' | 'warning' | 'danger' | 'neutral' }> = {
  Completed: { label: 'Completed', tone: 'success' },
  Processing: { label: 'Processing', tone: 'warning' },
  Requested: { label: 'Requested', tone: 'warning' },
  AwaitingAccount: { label: 'Waiting for the patient’s account', tone: 'warning' },
  Failed: { label: 'Failed', tone: 'danger' },
}

const REASON: Record<RefundRow['reason'], string> = {
  PatientCancelled: 'Cancelled by the patient',
  TherapistCancelled: 'Cancelled by the therapist',
  AdminCancelled: 'Cancelled by an admin',
  TherapistAbsent: 'The therapist did not come',
  LatePayment: 'Paid after the time was taken',
}

/** Every refund: how much to whom, why, where it stands, and the references to follow it with the provider. */
export function RefundList({ refunds }: { refunds: RefundRow[] }) {
  if (refunds.length === 0) return <p className="mt-10 rounded-2xl border border-sand-200 bg-white p-8 text-center text-ink-muted">No refunds.</p>
  return (
    <ol className="mt-8 space-y-4">
      {refunds.map((refund) => (
        <li key={refund._id}>
          <article aria-labelledby={`refund-${refund._id}`} className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6">
            <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              <h2 id={`refund-${refund._id}`} className="font-sans text-lg font-semibold text-brand-900">
                {formatNaira(nairaToKobo(refund.amount))} to {refund.patient.fullName}
              </h2>
              <Badge tone={STATUS[refund.status].tone}>{STATUS[refund.status].label}</Badge>
            </header>
            <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-ink-muted">Why</dt>
              <dd>
                {REASON[refund.reason]}
                {refund.note ? `: ${refund.note}` : ''}
              </dd>
              <dt className="text-ink-muted">Session</dt>
              <dd>
                {formatShortDate(lagosInstant(refund.appointmentDate, 12))}, {time(refund.slot_start)} - {time(refund.slot_end)} with {refund.therapist.fullName}
              </dd>
              <dt className="text-ink-muted">Paid</dt>
              <dd>
                {formatNaira(nairaToKobo(refund.paidAmount))} on {formatShortDate(refund.paidAt)} ({refund.provider})
              </dd>
              <dt className="text-ink-muted">Patient email</dt>
              <dd className="break-all">{refund.patient.email}</dd>
              <dt className="text-ink-muted">Refund reference</dt>
              <dd className="break-all font-mono">{refund.reference}</dd>
              <dt className="text-ink-muted">Payment reference</dt>
              <dd className="break-all font-mono">{refund.paymentReference}</dd>
              <dt className="text-ink-muted">Transaction reference</dt>
              <dd className="break-all font-mono">{refund.transactionReference ?? '---'}</dd>
              <dt className="text-ink-muted">Requested</dt>
              <dd>
                {formatShortDate(refund.requestedAt)}
                {refund.completedAt ? ` · completed ${formatShortDate(refund.completedAt)}` : ''}
                {refund.attempts > 1 ? ` · ${refund.attempts} attempts` : ''}
              </dd>
              {refund.status === 'Failed' && (
                <>
                  <dt className="text-ink-muted">Provider said</dt>
                  <dd className="text-red-800">{refund.lastError ?? 'No reason was given.'}</dd>
                </>
              )}
            </dl>
          </article>
        </li>
      ))}
    </ol>
  )
}
