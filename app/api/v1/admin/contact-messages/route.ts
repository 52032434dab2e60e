import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { listContactMessages } from '@/lib/server/contact/list-contact-messages'

/** GET admin/contact-messages?page=N: contact-form messages, newest first, 20 a page (Admin, Manager). */
export const GET = withRole(ADMIN_AREA_ROLES, async ({ request, user }) => {
  const page = Math.trunc(Number(request.nextUrl.searchParams.get('page'))) || 1
  const result = await listContactMessages({ viewer: user, page })
  const data = result.messages.map((message) => ({ _id: message.id, ...message }))
  return ok({ data, page: result.page, pageCount: result.pageCount, total: result.total, pageSize: result.pageSize })
})
