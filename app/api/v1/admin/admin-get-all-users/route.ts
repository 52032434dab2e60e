import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { listAdminUsers } from '@/lib/server/admin/dashboard/list-admin-users'
import { readAdminListQuery } from '@/lib/server/admin/dashboard/read-list-query'

/** GET admin/admin-get-all-users?search=&page=: patients, newest first, 10 a page, searched by email or name (Admin, Manager). */
export const GET = withRole(ADMIN_AREA_ROLES, async ({ request, user }) => {
  const { rows, ...page } = await listAdminUsers({ viewer: user, ...readAdminListQuery(request) })
  return ok({ data: rows, ...page })
})
