import { formatHours } from '@/lib/format'
import { bookingAmountKobo, formatNaira } from '@/lib/money'

/** The duration in hours and the amount (hours × hourly fee) before Next. */
export function BookingQuote({ start, end, feeKobo }: { start: number | null; end: number | null; feeKobo: number }) {
  const quote = start !== null && end !== null ? { hours: end - start, amountKobo: bookingAmountKobo(end - start, feeKobo) } : null
  return (
    <div aria-live="polite" className="rounded-xl border border-brand-100 bg-white px-4 py-3">
      <dl className="grid grid-cols-2 gap-3">
      <div>
        <dt className="text-xs font-medium text-ink-muted">Duration</dt>
        <dd className="mt-0.5 text-lg font-semibold text-ink" data-testid="booking-duration">
          {quote ? formatHours(quote.hours) : '—'}
        </dd>
      </div>
      <div className="text-right">
        <dt className="text-xs font-medium text-ink-muted">Amount</dt>
        <dd className="mt-0.5 text-lg font-semibold text-ink" data-testid="booking-amount">
          {quote ? formatNaira(quote.amountKobo) : '—'}
        </dd>
      </div>
      </dl>
      <p className="mt-2 text-xs text-ink-muted">{formatNaira(feeKobo)} per hour</p>
    </div>
  )
}
