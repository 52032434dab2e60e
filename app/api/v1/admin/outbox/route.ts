import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { listOutbox } from '@/lib/server/email/list-outbox'

/** GET admin/outbox?page=N: the latest emails, newest first, 20 a page (Admin, Manager; decision 005). */
export const GET = withRole(ADMIN_AREA_ROLES, async ({ request, user }) => {
  const page = Math.trunc(Number(request.nextUrl.searchParams.get('page'))) || 1
  const result = await listOutbox({ viewer: user, page })
  const data = result.emails.map(({ id, to, subject, text, createdAt, status, provider, sentAt, attachments }) => ({
    _id: id, to, subject, text, createdAt, status, provider, sentAt, attachments,
  }))
  return ok({ data, page: result.page, pageCount: result.pageCount, total: result.total, pageSize: result.pageSize })
})
