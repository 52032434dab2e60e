import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { readAdminQuery } from '@/lib/server/admin/dashboard/read-list-query'
import { listAuditLog } from '@/lib/server/audit/list-audit-log'
import { AUDIT_QUERY_KEYS, auditLogQuerySchema } from '@/lib/validation/admin-filters'

/** GET admin/audit-log?action=&person=&from=&to=&page=: admin and manager actions, newest first, filtered by the database (Admin, Manager). */
export const GET = withRole(ADMIN_AREA_ROLES, async ({ request, user }) => {
  const query = readAdminQuery(request, auditLogQuerySchema, AUDIT_QUERY_KEYS)
  const { rows, page, pageCount, total, pageSize, action, person, from, to } = await listAuditLog({ viewer: user, ...query })
  return ok({ data: rows, page, pageCount, total, pageSize, action, person, from, to })
})
