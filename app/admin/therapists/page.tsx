import type { Metadata } from 'next'
import { AdminPage } from '@/components/admin/admin-page'
import { PeopleList } from '@/components/admin/lists/people-list'
import { listAdminTherapists } from '@/lib/server/admin/dashboard/list-admin-therapists'
import { openAdminList } from '@/lib/server/admin/dashboard/open-admin-list'

export const metadata: Metadata = { title: 'Therapists', robots: { index: false } }

/**
 * The therapists (once a list on the dashboard, now a page of its own): searched by email or
 * name and paged by the database, with Verified or Not Verified. Request-time data: ./loading.tsx
 * shows meanwhile.
 */
export default async function AdminTherapistsPage(props: PageProps<'/admin/therapists'>) {
  const { search, page, viewer } = await openAdminList(props.searchParams, '/admin/therapists')
  const result = await listAdminTherapists({ viewer, search, page })
  return (
    <AdminPage>
      <PeopleList kind="therapists" search={search} result={result} />
    </AdminPage>
  )
}
