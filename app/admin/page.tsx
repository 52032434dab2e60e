import { redirect } from 'next/navigation'
import { DashboardFigures } from '@/components/admin/dashboard-figures'
import { DashboardLinks } from '@/components/admin/dashboard-links'
import { countLabel } from '@/components/admin/lists/list-format'
import { ListSection } from '@/components/admin/lists/list-section'
import { VerificationQueueTable } from '@/components/admin/lists/verification-queue'
import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { countDashboardFigures } from '@/lib/server/admin/dashboard/count-dashboard-figures'
import { listVerificationQueue } from '@/lib/server/admin/dashboard/list-verification-queue'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { firstParam, listHref, movedDashboardListHref, readPageNumber } from '@/lib/validation/admin-lists'

/**
 * The admin dashboard: the figures, the way to the Users, Therapists and
 * Appointments pages, and the verification queue. Request-time data (session, search params):
 * app/admin/loading.tsx is the Suspense boundary around it.
 */
export default async function AdminDashboardPage(props: PageProps<'/admin'>) {
  const params = await props.searchParams
  // The lists had their search and page here (/admin?users=ada); old links go to their pages now.
  const moved = movedDashboardListHref(params)
  if (moved) redirect(moved)
  const queuePage = readPageNumber(firstParam(params.queuePage))
  const viewer = await requirePageUser(ADMIN_AREA_ROLES, listHref('/admin', { queuePage: queuePage > 1 ? queuePage : null }))
  const [figures, queue] = await Promise.all([countDashboardFigures({ viewer }), listVerificationQueue({ viewer, page: queuePage })])

  return (
    <div className="w-full px-4 py-8 sm:px-6 md:py-10">
      <h1 className="text-3xl font-semibold sm:text-4xl">Admin Dashboard</h1>
      <p className="mt-2 text-ink-muted">Patients, therapists, appointments and payments across Alafia.</p>
      <DashboardFigures figures={figures} />
      <DashboardLinks figures={figures} />

      <ListSection
        id="queue"
        level={2}
        title="Awaiting verification"
        noun={['therapist with documents', 'therapists with documents']}
        emptyText="No therapist has documents waiting for review."
        result={queue}
        hrefFor={(page) => listHref('/admin', { queuePage: page > 1 ? page : null })}
        note={
          queue.withoutDocuments > 0 && (
            <p className="mt-1 text-sm text-ink-muted">
              {countLabel(queue.withoutDocuments, 'more therapist awaits', 'more therapists await')} verification with no document uploaded yet.
            </p>
          )
        }
      >
        <VerificationQueueTable rows={queue.rows} />
      </ListSection>
    </div>
  )
}
