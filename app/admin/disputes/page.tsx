import type { Metadata } from 'next'
import { AdminPage } from '@/components/admin/admin-page'
import { DisputeList } from '@/components/admin/disputes/dispute-list'
import { ADMIN_AREA_ROLES, canTakeAdminActions } from '@/lib/roles'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { listAbsenceReports } from '@/lib/server/cancellations/list-absence-reports'

export const metadata: Metadata = { title: 'Disputes', robots: { index: false } }

/**
 * /admin/disputes: patients' reports that their therapist did not come, open ones first.
 * An Admin refunds in full or closes each without a refund; a Manager reads them (decision 005).
 * Request-time data (session): app/admin/loading.tsx is the Suspense boundary around it.
 */
export default async function DisputesPage() {
  const viewer = await requirePageUser(ADMIN_AREA_ROLES, '/admin/disputes')
  const reports = await listAbsenceReports(viewer)
  const canDecide = canTakeAdminActions(viewer.role)
  return (
    <AdminPage>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Disputes</h1>
      <p className="mt-2 max-w-prose text-ink-muted">
        Patients who report that their therapist did not come to a paid session. Each report gets one decision: a full refund, or none.
        The patient is told by email either way.
      </p>
      {!canDecide && <p className="mt-3 max-w-prose rounded-xl bg-sand-100 px-4 py-3 text-sm text-ink">Managers can view reports. Only an admin can decide them.</p>}
      <DisputeList reports={reports} canDecide={canDecide} />
    </AdminPage>
  )
}
