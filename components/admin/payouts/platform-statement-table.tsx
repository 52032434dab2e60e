import { formatNaira } from '@/lib/money'
import { lagosInstant } from '@/lib/time'
import type { StatementMonth } from '@/lib/server/payouts/platform-statement'

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'Africa/Lagos' })
const monthLabel = (month: string) => MONTH.format(lagosInstant(`${month}-15`, 12))

const COLUMNS: { key: keyof Omit<StatementMonth, 'month' | 'differenceKobo'>; label: string }[] = [
  { key: 'paymentsInKobo', label: 'Payments in' },
  { key: 'latePaymentsKobo', label: 'Of which late payments' },
  { key: 'refundsOutKobo', label: 'Refunds out' },
  { key: 'commissionKobo', label: 'Commission earned' },
  { key: 'payoutsKobo', label: 'Payouts made' },
  { key: 'therapistBalancesChangeKobo', label: 'Change in therapist balances' },
  { key: 'owedBackChangeKobo', label: 'Change in late payments owed back' },
]

/**
 * The platform statement, one row a Lagos month, newest first, and whether each month reconciles:
 * payments in − refunds out = change in therapist balances + payouts + commission + change in late
 * payments owed back, said second so a phone shows it without scrolling. The table scrolls
 * sideways on its own on a phone (focusable, so keyboards can).
 */
export function PlatformStatementTable({ months }: { months: StatementMonth[] }) {
  return (
    <section aria-labelledby="statement-heading" className="mt-10">
      <h2 id="statement-heading" className="text-2xl font-semibold">
        Platform statement
      </h2>
      <p className="mt-2 max-w-prose text-sm text-ink-muted">
        Each month from the ledger, in Lagos time. It reconciles when payments in less refunds out equal the change in therapist balances,
        plus payouts, plus commission, plus the change in late payments still owed back to patients.
      </p>
      <div tabIndex={0} role="region" aria-label="Platform statement by month" className="mt-4 overflow-x-auto rounded-2xl border border-sand-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Platform statement by month, newest first</caption>
          <thead className="border-b border-sand-200 bg-sand-50 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                Month
              </th>
              <th scope="col" className="px-4 py-3">
                Reconciles
              </th>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col" className="px-4 py-3 text-right">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-200">
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap">
                  {monthLabel(month.month)}
                </th>
                <td className="px-4 py-3 whitespace-nowrap">
                  {month.differenceKobo === 0 ? (
                    <span className="font-semibold text-green-800">Reconciles</span>
                  ) : (
                    <span className="font-semibold text-red-800">Off by {month.differenceKobo.toLocaleString('en-US')} kobo</span>
                  )}
                </td>
                {COLUMNS.map((column) => (
                  <td key={column.key} className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                    {formatNaira(month[column.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
