import type { Metadata } from 'next'
import { AdminPage } from '@/components/admin/admin-page'
import { OwedNowList } from '@/components/admin/payouts/owed-now-list'
import { PayoutRunList } from '@/components/admin/payouts/payout-run-list'
import { PlatformStatementTable } from '@/components/admin/payouts/platform-statement-table'
import { RunPayoutsButton } from '@/components/admin/payouts/run-payouts-button'
import { ActionNote } from '@/components/admin/people/user-account-card'
import { lagosDateLabel } from '@/components/admin/lists/list-format'
import { formatNaira } from '@/lib/money'
import { nextPayoutDay } from '@/lib/payouts/payout-days'
import { ADMIN_AREA_ROLES, canTakeAdminActions } from '@/lib/roles'
import { lagosDateKey } from '@/lib/time'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { findOwedNow } from '@/lib/server/payouts/find-owed-now'
import { listPayoutRuns } from '@/lib/server/payouts/list-payout-runs'
import { viewPlatformStatement } from '@/lib/server/payouts/platform-statement'
import { runPayoutsAction } from './actions'

export const metadata: Metadata = { title: 'Payouts', robots: { index: false } }

/**
 * Therapists' payouts: who is owed now and whether a run pays them, "Run payouts" (admins), the
 * runs with their transfers, and the platform statement. Request-time data (session):
 * app/admin/loading.tsx is the Suspense boundary around it.
 */
export default async function PayoutsPage() {
  const viewer = await requirePageUser(ADMIN_AREA_ROLES, '/admin/payouts')
  const now = new Date()
  const [owed, runs, statement] = await Promise.all([findOwedNow(viewer, now), listPayoutRuns(viewer), viewPlatformStatement(viewer, now)])
  const payees = owed.therapists.filter((therapist) => therapist.willBePaid)
  return (
    <AdminPage>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Payouts</h1>
      <p className="mt-2 max-w-prose text-ink-muted">
        Therapists are paid their payable balance (their share of sessions that ended more than 48 hours ago with no open report, less
        refunds) once it reaches {formatNaira(owed.minimumKobo)}: on the 15th and the last day of each month, or when an admin runs payouts
        here. Next scheduled payout: {lagosDateLabel(nextPayoutDay(lagosDateKey(now)))}.
      </p>
      <div className="mt-6">
        {canTakeAdminActions(viewer.role) ? (
          <RunPayoutsButton action={runPayoutsAction} payees={payees.length} totalKobo={payees.reduce((total, therapist) => total + therapist.payableKobo, 0)} />
        ) : (
          <ActionNote>Managers can follow payouts and the statement. Only an admin can run payouts.</ActionNote>
        )}
      </div>
      <OwedNowList owed={owed} />
      <PayoutRunList runs={runs} />
      <PlatformStatementTable months={statement} />
    </AdminPage>
  )
}
