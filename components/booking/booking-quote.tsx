import { formatHours } from '@/lib/format'
import { bookingAmountKobo, formatNaira, seriesAmountKobo } from '@/lib/money'

/**
 * The duration in hours and the amount (hours × hourly fee) before Next; for a weekly series
 * (decision 023) the amount is the total of every week, one payment, with the sessions counted.
 */
export function BookingQuote({ start, end, feeKobo, weeks = 1 }: { start: number | null; end: number | null; feeKobo: number; weeks?: number }) {
  const quote = start !== null && end !== null ? { hours: end - start, amountKobo: seriesAmountKobo(end - start, feeKobo, weeks) } : null
  return (
    <div aria-live="polite" className="rounded-xl border border-brand-100 bg-white px-4 py-3">
      <dl className="grid grid-cols-2 gap-3">
      <div>
        <dt className="text-xs font-medium text-ink-muted">Duration</dt>
        <dd className="mt-0.5 text-lg font-semibold text-ink" data-testid="booking-duration">
          {quote ? formatHours(quote.hours) : '—'}
        </dd>
        {quote && weeks > 1 ? <dd className="text-xs font-medium text-ink-muted">each week, {weeks} sessions</dd> : null}
      </div>
      <div className="text-right">
        <dt className="text-xs font-medium text-ink-muted">{weeks > 1 ? 'Total' : 'Amount'}</dt>
        <dd className="mt-0.5 text-lg font-semibold text-ink" data-testid="booking-amount">
          {quote ? formatNaira(quote.amountKobo) : '—'}
        </dd>
        {quote && weeks > 1 ? <dd className="text-xs font-medium text-ink-muted">{formatNaira(bookingAmountKobo(quote.hours, feeKobo))} × {weeks} weeks</dd> : null}
      </div>
      </dl>
      <p className="mt-2 text-xs text-ink-muted">{formatNaira(feeKobo)} per hour</p>
    </div>
  )
}
