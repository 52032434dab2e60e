import type { StatementSession, StatementTotals } from '@/lib/earnings/earnings-statement'
import { formatHours, formatShortDate } from '@/lib/format'
import { formatNaira } from '@/lib/money'
import { formatHour12, lagosClock } from '@/lib/time'
import { SessionStatusBadge } from './session-status-badge'

const when = (session: StatementSession) => `${formatShortDate(session.startsAt)}, ${formatHour12(lagosClock(session.startsAt).hour)}`

/**
 * The month's sessions: a table from tablet width, a card per session on phones (the table's nine
 * columns do not fit 390 px). Only one of the two is displayed at a time.
 */
export function StatementSessions({ sessions, totals, monthName }: { sessions: StatementSession[]; totals: StatementTotals; monthName: string }) {
  if (sessions.length === 0) {
    return <p className="mt-4 rounded-2xl border border-dashed border-sand-200 bg-white p-8 text-center text-ink-muted">No sessions with payments in {monthName}.</p>
  }
  return (
    <>
      <ol className="mt-4 space-y-3 md:hidden" aria-label={`Sessions in ${monthName}`}>
        {sessions.map((session) => (
          <li key={session.appointmentId} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm" data-testid="earnings-session">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-semibold text-ink">{session.patient}</p>
                <p className="text-sm text-ink-muted">
                  <time dateTime={session.startsAt.toISOString()}>{when(session)}</time> · {formatHours(session.hours)}
                </p>
              </div>
              <SessionStatusBadge status={session.status} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-muted">Amount paid</dt>
              <dd className="text-right tabular-nums">{formatNaira(session.amountPaidKobo)}</dd>
              <dt className="text-ink-muted">Commission</dt>
              <dd className="text-right tabular-nums">{formatNaira(session.commissionKobo)}</dd>
              <dt className="text-ink-muted">Refunds</dt>
              <dd className="text-right tabular-nums">{formatNaira(session.refundsKobo)}</dd>
              <dt className="font-semibold text-ink">Net</dt>
              <dd className="text-right font-semibold tabular-nums">{formatNaira(session.netKobo)}</dd>
            </dl>
          </li>
        ))}
      </ol>
      <div className="mt-4 hidden overflow-x-auto rounded-2xl border border-sand-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Sessions in {monthName}</caption>
          <thead className="border-b border-sand-200 bg-sand-50 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-3">Date</th>
              <th scope="col" className="px-3 py-3">Patient</th>
              <th scope="col" className="px-3 py-3 text-right">Hours</th>
              <th scope="col" className="px-3 py-3 text-right">Amount paid</th>
              <th scope="col" className="px-3 py-3 text-right">Commission</th>
              <th scope="col" className="px-3 py-3 text-right">Refunds</th>
              <th scope="col" className="px-3 py-3 text-right">Net</th>
              <th scope="col" className="px-3 py-3">Status</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-200">
            {sessions.map((session) => (
              <tr key={session.appointmentId} data-testid="earnings-session">
                <td className="px-3 py-3 whitespace-nowrap">
                  <time dateTime={session.startsAt.toISOString()}>{when(session)}</time>
                </td>
                <td className="px-3 py-3">{session.patient}</td>
                <td className="px-3 py-3 text-right tabular-nums">{session.hours}</td>
                <td className="px-3 py-3 text-right tabular-nums">{formatNaira(session.amountPaidKobo)}</td>
                <td className="px-3 py-3 text-right tabular-nums">{formatNaira(session.commissionKobo)}</td>
                <td className="px-3 py-3 text-right tabular-nums">{formatNaira(session.refundsKobo)}</td>
                <td className="px-3 py-3 text-right font-semibold tabular-nums">{formatNaira(session.netKobo)}</td>
                <td className="px-3 py-3">
                  <SessionStatusBadge status={session.status} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-sand-200 bg-sand-50 font-semibold">
            <tr>
              <th scope="row" colSpan={3} className="px-3 py-3">
                Total
              </th>
              <td className="px-3 py-3 text-right tabular-nums">{formatNaira(totals.grossKobo)}</td>
              <td className="px-3 py-3 text-right tabular-nums">{formatNaira(totals.commissionKobo)}</td>
              <td className="px-3 py-3 text-right tabular-nums">{formatNaira(totals.refundsKobo)}</td>
              <td className="px-3 py-3 text-right tabular-nums">{formatNaira(totals.netKobo)}</td>
              <td className="px-3 py-3" />
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  )
}
