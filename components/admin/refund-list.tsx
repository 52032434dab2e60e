import Link from 'next/link'
import { Badge } from '@/components/ui/badge'
import { REFUND_REASON_LABELS, REFUND_STATUS_BADGES } from '@/lib/admin/refund-status'
import { formatShortDate } from '@/lib/format'
import { formatNaira, nairaToKobo } from '@/lib/money'
import type { RefundRow } from '@/lib/server/payments/list-refunds'
import { Fact } from './fact'
import { lagosDateLabel, slotRangeLabel } from './lists/list-format'

const LINK = 'font-semibold text-brand-800 underline-offset-4 hover:underline'

/** Every refund: how much to whom, why, where it stands, and the references to follow it with the provider. */
export function RefundList({ refunds, isFiltered }: { refunds: RefundRow[]; isFiltered: boolean }) {
  if (refunds.length === 0) {
    return (
      <p className="mt-10 rounded-2xl border border-sand-200 bg-white p-8 text-center text-ink-muted">
        {isFiltered ? 'No refunds match.' : 'No refunds.'}
      </p>
    )
  }
  return (
    <ol className="mt-8 space-y-4" aria-label="Refunds">
      {refunds.map((refund) => (
        <li key={refund._id}>
          <RefundCard refund={refund} />
        </li>
      ))}
    </ol>
  )
}

function RefundCard({ refund }: { refund: RefundRow }) {
  const badge = REFUND_STATUS_BADGES[refund.status]
  return (
    <article aria-labelledby={`refund-${refund._id}`} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h2 id={`refund-${refund._id}`} className="min-w-0 font-sans text-lg font-semibold break-words text-brand-900">
          {formatNaira(nairaToKobo(refund.amount))} to {refund.patient.fullName}
        </h2>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </header>
      <dl className="mt-3 space-y-2 text-sm">
        <Fact term="Why">
          {REFUND_REASON_LABELS[refund.reason]}
          {refund.note ? `: ${refund.note}` : ''}
        </Fact>
        <Fact term="Session">
          <Link href={`/admin/appointment/${refund.appointmentId}`} className={LINK}>
            {lagosDateLabel(refund.appointmentDate)}, {slotRangeLabel(refund.slot_start, refund.slot_end)}
          </Link>{' '}
          with {refund.therapist.fullName}
        </Fact>
        <Fact term="Paid">
          {formatNaira(nairaToKobo(refund.paidAmount))} on {formatShortDate(refund.paidAt)} ({refund.provider})
        </Fact>
        <Fact term="Patient email">
          <span className="break-all">{refund.patient.email}</span>
        </Fact>
        <Fact term="Refund reference">
          <span className="font-mono break-all">{refund.reference}</span>
        </Fact>
        <Fact term="Payment reference">
          <span className="font-mono break-all">{refund.paymentReference}</span>
        </Fact>
        <Fact term="Transaction reference">
          <span className="font-mono break-all">{refund.transactionReference ?? '---'}</span>
        </Fact>
        <Fact term="Requested">
          {formatShortDate(refund.requestedAt)}
          {refund.completedAt ? ` · completed ${formatShortDate(refund.completedAt)}` : ''}
          {refund.attempts > 1 ? ` · ${refund.attempts} attempts` : ''}
        </Fact>
        {refund.status === 'Failed' && (
          <Fact term="Provider said">
            <span className="text-red-800">{refund.lastError ?? 'No reason was given.'}</span>
          </Fact>
        )}
      </dl>
    </article>
  )
}
