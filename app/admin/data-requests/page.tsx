import type { Metadata } from 'next'
import { AdminPage } from '@/components/admin/admin-page'
import { DataRequestFilters } from '@/components/admin/privacy/data-request-filters'
import { DataRequestList } from '@/components/admin/privacy/data-request-list'
import { RecordDataRequestForm } from '@/components/admin/privacy/record-data-request-form'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { listDataRequests } from '@/lib/server/privacy/data-requests/list-data-requests'
import { dataRequestFiltersSchema, lagosLocalInput } from '@/lib/validation/privacy-registers'
import { recordDataRequestAction, updateDataRequestAction } from './actions'

export const metadata: Metadata = { title: 'Data requests', robots: { index: false } }

/**
 * /admin/data-requests: the register of people's requests about their data (access, correction,
 * erasure, objection), each with its 30-day deadline and what was done. Self-service downloads and
 * erasures appear here as completed. Admins only: a Manager is sent to /unauthorized (decision 043).
 */
export default async function DataRequestsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await requirePageUser(['Admin'], '/admin/data-requests')
  const params = await searchParams
  const parsed = dataRequestFiltersSchema.safeParse({ state: typeof params.state === 'string' ? params.state : undefined, overdue: params.overdue === 'true' ? 'true' : undefined })
  const filters = parsed.success ? parsed.data : { overdue: false }
  const now = new Date()
  const requests = await listDataRequests(viewer, { ...filters, now })
  return (
    <AdminPage>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Data requests</h1>
      <p className="mt-2 max-w-prose text-ink-muted">
        Requests from people to see, correct, erase or take their data, or to object to its use. The law gives 30 days to answer. A person’s own download or deletion in
        the privacy centre is entered here as completed.
      </p>
      <RecordDataRequestForm action={recordDataRequestAction} now={lagosLocalInput(now)} />
      <h2 className="mt-8 text-xl font-semibold">The register</h2>
      <DataRequestFilters state={filters.state ?? null} overdue={filters.overdue} />
      <DataRequestList requests={requests} now={now} action={updateDataRequestAction} />
    </AdminPage>
  )
}
