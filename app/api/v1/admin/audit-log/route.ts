import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { readAdminListQuery } from '@/lib/server/admin/dashboard/read-list-query'
import { listAuditLog } from '@/lib/server/audit/list-audit-log'

/** GET admin/audit-log?page=: admin and manager actions, newest first (Admin, Manager). */
export const GET = withRole(ADMIN_AREA_ROLES, async ({ request, user }) => {
  const result = await listAuditLog({ viewer: user, page: readAdminListQuery(request).page })
  return ok({ data: result.rows, page: result.page, pageCount: result.pageCount, total: result.total, pageSize: result.pageSize })
})
