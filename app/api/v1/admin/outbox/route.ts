import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { readAdminQuery } from '@/lib/server/admin/dashboard/read-list-query'
import { listOutbox } from '@/lib/server/email/list-outbox'
import { OUTBOX_QUERY_KEYS, outboxQuerySchema } from '@/lib/validation/admin-filters'

/** GET admin/outbox?search=&page=N: the latest emails, newest first, 20 a page, searched by recipient or subject (Admin, Manager; decision 005). */
export const GET = withRole(ADMIN_AREA_ROLES, async ({ request, user }) => {
  const result = await listOutbox({ viewer: user, ...readAdminQuery(request, outboxQuerySchema, OUTBOX_QUERY_KEYS) })
  const data = result.emails.map(({ id, to, subject, text, createdAt, status, provider, sentAt, attachments }) => ({
    _id: id, to, subject, text, createdAt, status, provider, sentAt, attachments,
  }))
  return ok({ data, page: result.page, pageCount: result.pageCount, total: result.total, pageSize: result.pageSize, search: result.search })
})
