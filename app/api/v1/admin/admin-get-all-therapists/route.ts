import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { listAdminTherapists } from '@/lib/server/admin/dashboard/list-admin-therapists'
import { readAdminListQuery } from '@/lib/server/admin/dashboard/read-list-query'

/** GET admin/admin-get-all-therapists?search=&page=: therapists, newest first, 10 a page, searched by email or name (Admin, Manager). */
export const GET = withRole(ADMIN_AREA_ROLES, async ({ request, user }) => {
  const { rows, ...page } = await listAdminTherapists({ viewer: user, ...readAdminListQuery(request) })
  return ok({ data: rows, ...page })
})
