import type { StatementTotals } from '@/lib/earnings/earnings-statement'
import { formatNaira } from '@/lib/money'

type Line = { label: string; kobo: number; strong?: boolean }

function Lines({ lines }: { lines: Line[] }) {
  return lines.map((line) => (
    <div key={line.label} className={line.strong ? 'flex justify-between gap-4 border-t border-sand-200 pt-2 font-semibold text-ink' : 'flex justify-between gap-4'}>
      <dt className={line.strong ? undefined : 'text-ink-muted'}>{line.label}</dt>
      <dd className="tabular-nums">{formatNaira(line.kobo)}</dd>
    </div>
  ))
}

/** The month's figures as a statement reads: what came in and what is left, then where the net stands. */
export function MonthSummary({ totals, monthName }: { totals: StatementTotals; monthName: string }) {
  return (
    <div className="mt-4 grid gap-4 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:gap-8 sm:p-5" data-testid="earnings-month">
      <dl aria-label={`Earnings in ${monthName}`} className="space-y-2">
        <Lines
          lines={[
            { label: 'Amount paid', kobo: totals.grossKobo },
            { label: 'Commission', kobo: totals.commissionKobo },
            { label: 'Refunds', kobo: totals.refundsKobo },
            { label: 'Net earnings', kobo: totals.netKobo, strong: true },
          ]}
        />
      </dl>
      <dl aria-label={`Where ${monthName}’s net earnings stand`} className="space-y-2 border-t border-sand-200 pt-4 sm:border-t-0 sm:border-l sm:pt-0 sm:pl-8">
        <Lines
          lines={[
            { label: 'Pending', kobo: totals.pendingKobo },
            { label: 'Payable', kobo: totals.payableKobo },
            { label: 'Paid out', kobo: totals.paidOutKobo },
          ]}
        />
      </dl>
    </div>
  )
}
