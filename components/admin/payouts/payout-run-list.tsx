import Link from 'next/link'
import { Badge } from '@/components/ui/badge'
import { PAYOUT_STATUS_BADGES } from '@/lib/admin/payout-status'
import { formatNaira, nairaToKobo } from '@/lib/money'
import { formatLagosDateTime } from '@/lib/time'
import type { PayoutRunRow, PayoutTransferRow } from '@/lib/server/payouts/list-payout-runs'
import { Fact } from '../fact'
import { LINK } from '../lists/admin-table'

/** The latest payout runs, newest first, each with its transfers and where each stands. */
export function PayoutRunList({ runs }: { runs: PayoutRunRow[] }) {
  return (
    <section aria-labelledby="runs-heading" className="mt-10">
      <h2 id="runs-heading" className="text-2xl font-semibold">
        Runs
      </h2>
      {runs.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-sand-200 bg-white p-6 text-ink-muted">No payouts have been run yet.</p>
      ) : (
        <ol className="mt-4 space-y-4" aria-label="Payout runs">
          {runs.map((run) => (
            <li key={run._id}>
              <RunCard run={run} />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function runTitle(run: PayoutRunRow): string {
  const when = formatLagosDateTime(run.startedAt)
  if (run.trigger === 'Schedule') return `Scheduled run, ${when}`
  return `Run by ${run.startedBy?.fullName ?? 'an admin'}, ${when}`
}

function RunCard({ run }: { run: PayoutRunRow }) {
  const totalKobo = run.transfers.filter((transfer) => transfer.status !== 'Failed').reduce((total, transfer) => total + nairaToKobo(transfer.amount), 0)
  return (
    <article aria-labelledby={`run-${run._id}`} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3 id={`run-${run._id}`} className="min-w-0 font-sans text-lg font-semibold break-words text-brand-900">
          {runTitle(run)}
        </h3>
        {!run.finishedAt && <Badge tone="warning">Running</Badge>}
      </header>
      <p className="mt-1 text-sm text-ink-muted">
        {run.transfers.length === 0
          ? 'Nobody was due a payout.'
          : `${run.transfers.length === 1 ? '1 transfer' : `${run.transfers.length} transfers`}, ${formatNaira(totalKobo)} sent (failed transfers not counted).`}
      </p>
      {run.transfers.length > 0 && (
        <ul className="mt-4 space-y-3" aria-label="Transfers">
          {run.transfers.map((transfer) => (
            <li key={transfer._id}>
              <TransferCard transfer={transfer} />
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}

function TransferCard({ transfer }: { transfer: PayoutTransferRow }) {
  const badge = PAYOUT_STATUS_BADGES[transfer.status]
  return (
    <div className="rounded-xl border border-sand-200 p-4" aria-labelledby={`transfer-${transfer._id}`} role="group">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <p id={`transfer-${transfer._id}`} className="min-w-0 font-semibold break-words">
          {formatNaira(nairaToKobo(transfer.amount))} to{' '}
          <Link href={`/admin/therapist/${transfer.therapist._id}`} className={LINK}>
            {transfer.therapist.fullName}
          </Link>
        </p>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      <dl className="mt-3 space-y-2 text-sm">
        <Fact term="Bank account">
          {transfer.bankName} {transfer.accountNumber}
        </Fact>
        <Fact term="Reference">
          <span className="font-mono break-all">{transfer.reference}</span>
        </Fact>
        <Fact term="Bank reference">
          <span className="font-mono break-all">{transfer.providerReference ?? '---'}</span>
        </Fact>
        <Fact term="Sent">
          {formatLagosDateTime(transfer.createdAt)}
          {transfer.completedAt ? ` · ${transfer.status === 'Failed' ? 'failed' : 'completed'} ${formatLagosDateTime(transfer.completedAt)}` : ''}
          {transfer.attempts > 1 ? ` · ${transfer.attempts} attempts` : ''}
        </Fact>
        {transfer.status === 'Failed' && (
          <Fact term="Why it failed">
            <span className="block text-red-800">{transfer.failureReason ?? 'No reason was given.'}</span>
            <span className="block text-ink-muted">The money is back in the therapist&apos;s balance for the next run.</span>
          </Fact>
        )}
      </dl>
    </div>
  )
}
