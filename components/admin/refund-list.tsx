import { formatShortDate } from '@/lib/format'
import { formatNaira, nairaToKobo } from '@/lib/money'
import { formatHour12, lagosInstant } from '@/lib/time'
import type { RefundRow } from '@/lib/server/payments/list-refunds'
import { parseSlotHour } from '@/lib/validation/reschedule'

const time = (slot: string) => formatHour12((parseSlotHour(slot, { isEnd: true }) ?? 0) % 24)

/** Payments to send back: who paid, how much, under which references, for which lost time. */
export function RefundList({ refunds }: { refunds: RefundRow[] }) {
  if (refunds.length === 0) return <p className="mt-10 rounded-2xl border border-sand-200 bg-white p-8 text-center text-ink-muted">No payments to refund.</p>
  return (
    <ol className="mt-8 space-y-4">
      {refunds.map((refund) => (
        <li key={refund._id}>
          <article aria-labelledby={`refund-${refund._id}`} className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6">
            <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 id={`refund-${refund._id}`} className="font-sans text-lg font-semibold text-brand-900">
                {formatNaira(nairaToKobo(refund.amount))} to {refund.patient.fullName}
              </h2>
              <span className="text-sm text-ink-muted">paid {formatShortDate(refund.paidAt)}</span>
            </header>
            <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-ink-muted">Patient email</dt>
              <dd className="break-all">{refund.patient.email}</dd>
              <dt className="text-ink-muted">Lost time</dt>
              <dd>
                {formatShortDate(lagosInstant(refund.appointmentDate, 12))}, {time(refund.slot_start)} - {time(refund.slot_end)} with {refund.therapist.fullName}
              </dd>
              <dt className="text-ink-muted">Payment reference</dt>
              <dd className="break-all font-mono">{refund.paymentReference}</dd>
              <dt className="text-ink-muted">Transaction reference</dt>
              <dd className="break-all font-mono">{refund.transactionReference ?? '---'}</dd>
              <dt className="text-ink-muted">Provider</dt>
              <dd>{refund.provider}</dd>
            </dl>
          </article>
        </li>
      ))}
    </ol>
  )
}
