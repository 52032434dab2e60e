import type { Metadata } from 'next'
import { AdminPage } from '@/components/admin/admin-page'
import { FilterForm, SearchField } from '@/components/admin/lists/filter-form'
import { ListSection } from '@/components/admin/lists/list-section'
import { UserTable } from '@/components/admin/lists/user-list'
import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { listAdminUsers } from '@/lib/server/admin/dashboard/list-admin-users'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { listHref, NO_USER_FOUND, parseListParams } from '@/lib/validation/admin-lists'

export const metadata: Metadata = { title: 'Users', robots: { index: false } }

const PATH = '/admin/users'

/**
 * The patients (spec 2.8's user list, a page of its own since issue 15): searched by email or name and
 * paged by the database, with Blocked or Not Blocked. Request-time data: ./loading.tsx shows meanwhile.
 */
export default async function AdminUsersPage(props: PageProps<'/admin/users'>) {
  const { search, page } = parseListParams(await props.searchParams)
  const viewer = await requirePageUser(ADMIN_AREA_ROLES, listHref(PATH, { search, page }))
  const users = await listAdminUsers({ viewer, search, page })
  return (
    <AdminPage>
      <ListSection
        id="users"
        title="Users"
        noun={['user', 'users']}
        filterText={search ? `matching “${search}”` : undefined}
        filters={
          <FilterForm label="Search users" action={PATH} clearHref={search ? PATH : null} clearLabel="Clear search">
            <SearchField id="users-search" name="search" label="Search users by email or name" value={search} placeholder="e.g. chioma or @gmail.com" />
          </FilterForm>
        }
        emptyText={NO_USER_FOUND}
        result={users}
        hrefFor={(n) => listHref(PATH, { search, page: n })}
      >
        <UserTable rows={users.rows} />
      </ListSection>
    </AdminPage>
  )
}
