import type { Metadata } from 'next'
import Link from 'next/link'
import { EarningsFigures } from '@/components/earnings/earnings-figures'
import { MonthSummary } from '@/components/earnings/month-summary'
import { PayoutAccountLine } from '@/components/earnings/payout-account-line'
import { StatementPayouts } from '@/components/earnings/statement-payouts'
import { StatementSessions } from '@/components/earnings/statement-sessions'
import { buttonClasses } from '@/components/ui/button'
import { formatStatementMonth, shiftStatementMonth, statementMonthOf } from '@/lib/earnings/statement-month'
import { formatLongDate } from '@/lib/format'
import { lagosInstant } from '@/lib/time'
import { findEarningsStatement } from '@/lib/server/earnings/find-earnings-statement'
import { findPayoutAccountSummary } from '@/lib/server/earnings/find-payout-account-summary'
import { requireVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'
import { statementMonthSchema } from '@/lib/validation/earnings'

export const metadata: Metadata = { title: 'Earnings', robots: { index: false } }

const monthHref = (month: string) => `/therapist-dashboard/earnings?month=${month}`
const NAV_LINK = 'inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-brand-800 underline-offset-4 hover:bg-brand-50 hover:underline'

/**
 * The therapist's earnings: their balance today, then one month's statement (sessions by their Lagos
 * start, figures, payouts), read from the ledger, with CSV and PDF downloads. ?month=YYYY-MM picks the
 * month (this Lagos month when missing or not a month). Request-time data: app/therapist-dashboard/loading.tsx
 * is the Suspense boundary around it.
 */
export default async function EarningsPage({ searchParams }: PageProps<'/therapist-dashboard/earnings'>) {
  const user = await requireVerifiedTherapist('/therapist-dashboard/earnings')
  const now = new Date()
  const asked = statementMonthSchema.safeParse((await searchParams).month)
  const month = asked.success ? asked.data : statementMonthOf(now)
  const [statement, account] = await Promise.all([findEarningsStatement({ therapistId: user.id, month, now }), findPayoutAccountSummary({ therapistId: user.id, now })])
  const monthName = formatStatementMonth(month)
  const { totals, overall } = statement
  return (
    <section className="w-full max-w-5xl px-4 py-8 sm:px-6 md:py-10">
      <h1 className="text-3xl font-semibold sm:text-4xl">Earnings</h1>
      <p className="mt-3 leading-relaxed text-ink-muted">
        Your share of each paid session, after Alafia’s commission and any refund. A session’s earnings become payable 48 hours after it ends, unless a patient’s report
        about it is open. Payouts are sent on the 15th and the last day of each month.
      </p>

      <h2 className="mt-8 text-xl font-semibold">Your balance today</h2>
      <EarningsFigures
        label="Your balance today"
        testId="earnings-overall"
        figures={[
          { label: 'Balance', kobo: overall.balanceKobo, hint: 'Owed to you now' },
          { label: 'Pending', kobo: overall.pendingKobo, hint: 'Not payable yet' },
          { label: 'Payable now', kobo: overall.payableKobo, hint: 'Ready to be paid out' },
          { label: 'Paid out', kobo: overall.paidOutKobo, hint: 'Sent to your bank' },
        ]}
      />
      <p className="mt-3 text-ink" data-testid="next-payout-day">
        Next payout day: <strong>{formatLongDate(lagosInstant(statement.nextPayoutDay, 12))}</strong>
      </p>
      <PayoutAccountLine account={account} />

      <div className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-sand-200 pt-6">
        <h2 className="text-2xl font-semibold">{monthName}</h2>
        <nav aria-label="Months" className="-mx-3 flex gap-1">
          <Link href={monthHref(shiftStatementMonth(month, -1))} className={NAV_LINK}>
            <span aria-hidden="true">←&nbsp;</span>Previous month
          </Link>
          <Link href={monthHref(shiftStatementMonth(month, 1))} className={NAV_LINK}>
            Next month<span aria-hidden="true">&nbsp;→</span>
          </Link>
        </nav>
      </div>
      <p className="mt-1 text-sm text-ink-muted">Sessions that start in {monthName}, Lagos time.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={`/api/v1/therapist/earnings.csv?month=${month}`} download className={buttonClasses('secondary', 'sm')}>
          Download CSV
        </a>
        <a href={`/api/v1/therapist/earnings.pdf?month=${month}`} download className={buttonClasses('secondary', 'sm')}>
          Download PDF
        </a>
      </div>
      <MonthSummary totals={totals} monthName={monthName} />

      <h3 className="mt-8 text-lg font-semibold">Sessions</h3>
      <StatementSessions sessions={statement.sessions} totals={totals} monthName={monthName} />

      <h3 className="mt-8 text-lg font-semibold">Payouts</h3>
      <StatementPayouts payouts={statement.payouts} monthName={monthName} />
    </section>
  )
}
