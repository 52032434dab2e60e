import type { Metadata } from 'next'
import { AdminPage } from '@/components/admin/admin-page'
import { PeopleList } from '@/components/admin/lists/people-list'
import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { listAdminUsers } from '@/lib/server/admin/dashboard/list-admin-users'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { listHref, parseListParams } from '@/lib/validation/admin-lists'

export const metadata: Metadata = { title: 'Users', robots: { index: false } }

/**
 * The patients (once a list on the dashboard, now a page of its own): searched by email or name and
 * paged by the database, with Blocked or Not Blocked. Request-time data: ./loading.tsx shows meanwhile.
 */
export default async function AdminUsersPage(props: PageProps<'/admin/users'>) {
  const { search, page } = parseListParams(await props.searchParams)
  const viewer = await requirePageUser(ADMIN_AREA_ROLES, listHref('/admin/users', { search, page }))
  const result = await listAdminUsers({ viewer, search, page })
  return (
    <AdminPage>
      <PeopleList kind="users" search={search} result={result} />
    </AdminPage>
  )
}
