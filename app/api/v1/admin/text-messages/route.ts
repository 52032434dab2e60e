import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { readAdminListQuery } from '@/lib/server/admin/dashboard/read-list-query'
import { listTextMessages } from '@/lib/server/text-messages/list-text-messages'

/** GET admin/text-messages?search=&page=N: the latest SMS and WhatsApp messages, newest first, 20 a page, searched by number (Admin, Manager). */
export const GET = withRole(ADMIN_AREA_ROLES, async ({ request, user }) => {
  const result = await listTextMessages({ viewer: user, ...readAdminListQuery(request) })
  const data = result.messages.map(({ id, ...message }) => ({ _id: id, ...message }))
  return ok({ data, page: result.page, pageCount: result.pageCount, total: result.total, pageSize: result.pageSize, search: result.search })
})
