import 'server-only'
import { normaliseNigerianPhone } from '@/lib/nigeria'
import { canSeeSessionLinks, type Role } from '@/lib/roles'
import type { PageNumbers } from '@/lib/validation/admin-lists'
import { escapeLike, readListPage, UNCAPPED } from '../admin/dashboard/admin-read'
import { assertAdminAreaReader } from '../auth/assert-role'
import { SESSION_LINK_PATTERN } from '../booking/payment-reference'
import { db, type Prisma } from '../db'

export const TEXT_MESSAGES_PAGE_SIZE = 20

export type ListedTextMessage = {
  id: string
  /** E.164. */
  to: string
  channel: 'SMS' | 'WhatsApp'
  /** The discreet text; a Manager sees session links hidden. */
  text: string
  purpose: string
  status: 'Queued' | 'Sent' | 'Failed'
  /** 'outbox' (kept here, no provider) or 'termii'. */
  provider: string
  providerMessageId: string | null
  /** The provider's reason when sending failed (never the number or the text). */
  error: string | null
  createdAt: string
  sentAt: string | null
}

export type TextMessagesPage = PageNumbers & { messages: ListedTextMessage[]; search: string }

/**
 * A number typed the way people write it (0803 123 4567) finds that number's messages; anything else
 * finds the numbers that contain it (the last digits, say).
 */
export function textMessagesWhere(search: string): Prisma.TextMessageWhereInput {
  if (!search) return {}
  const phone = normaliseNigerianPhone(search)
  return phone ? { to: phone } : { to: { contains: escapeLike(search.replace(/[\s\-.()]/g, '')) } }
}

/**
 * The SMS and WhatsApp messages the app wrote (decision 025), newest first, a page at a time, searched
 * by number. Admins and Managers read them, like the email outbox (decision 005): a Manager watches
 * delivery and does not see the links into sessions. Anyone else is refused here too.
 */
export async function listTextMessages(input: { viewer: { role: Role }; page?: number; search?: string }): Promise<TextMessagesPage> {
  assertAdminAreaReader(input.viewer)
  const search = input.search ?? ''
  const where = textMessagesWhere(search)
  const { rows, ...numbers } = await readListPage({
    page: input.page ?? 1,
    pageSize: TEXT_MESSAGES_PAGE_SIZE,
    maxPage: UNCAPPED,
    count: () => db.textMessage.count({ where }),
    find: ({ skip, take }) =>
      db.textMessage.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
        select: { id: true, to: true, channel: true, text: true, purpose: true, status: true, provider: true, providerMessageId: true, error: true, createdAt: true, sentAt: true },
      }),
  })
  const messages = rows.map((row) => ({
    ...row,
    text: canSeeSessionLinks(input.viewer.role) ? row.text : row.text.replace(SESSION_LINK_PATTERN, '[session link hidden]'),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }))
  return { messages, ...numbers, search }
}
