import { Badge, type BadgeTone } from '@/components/ui/badge'
import type { StatementPayout } from '@/lib/earnings/earnings-statement'
import { formatShortDate } from '@/lib/format'
import { formatNaira } from '@/lib/money'

const TONES: Record<StatementPayout['status'], BadgeTone> = { Pending: 'warning', Processing: 'info', Paid: 'success', Failed: 'danger' }

/** The transfers made to the therapist in the month, each with the bank's reference and, when it failed, why. */
export function StatementPayouts({ payouts, monthName }: { payouts: StatementPayout[]; monthName: string }) {
  if (payouts.length === 0) return <p className="mt-4 text-ink-muted">No payouts in {monthName}.</p>
  return (
    <ul className="mt-4 space-y-3" aria-label={`Payouts in ${monthName}`}>
      {payouts.map((payout) => (
        <li key={payout.id} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm" data-testid="earnings-payout">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-display text-lg font-semibold text-brand-900 tabular-nums">{formatNaira(payout.amountKobo)}</p>
            <Badge tone={TONES[payout.status]}>{payout.status}</Badge>
          </div>
          <p className="mt-1 text-sm text-ink-muted">
            <time dateTime={payout.createdAt.toISOString()}>{formatShortDate(payout.createdAt)}</time> · {payout.bankName} {payout.accountNumber}
          </p>
          <p className="mt-1 text-sm break-all text-ink">Bank reference: {payout.bankReference ?? 'not yet given'}</p>
          {payout.failureReason ? <p className="mt-1 text-sm text-red-800">Failed: {payout.failureReason.replace(/\.$/, '')}. The amount is back in your balance.</p> : null}
        </li>
      ))}
    </ul>
  )
}
