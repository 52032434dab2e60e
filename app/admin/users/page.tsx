import type { Metadata } from 'next'
import { AdminPage } from '@/components/admin/admin-page'
import { PeopleList } from '@/components/admin/lists/people-list'
import { listAdminUsers } from '@/lib/server/admin/dashboard/list-admin-users'
import { openAdminList } from '@/lib/server/admin/dashboard/open-admin-list'

export const metadata: Metadata = { title: 'Users', robots: { index: false } }

/**
 * The patients (once a list on the dashboard, now a page of its own): searched by email or name and
 * paged by the database, with Blocked or Not Blocked. Request-time data: ./loading.tsx shows meanwhile.
 */
export default async function AdminUsersPage(props: PageProps<'/admin/users'>) {
  const { search, page, viewer } = await openAdminList(props.searchParams, '/admin/users')
  const result = await listAdminUsers({ viewer, search, page })
  return (
    <AdminPage>
      <PeopleList kind="users" search={search} result={result} />
    </AdminPage>
  )
}
