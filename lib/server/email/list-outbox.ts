import 'server-only'
import { canSeeSessionLinks, type Role } from '@/lib/roles'
import type { PageNumbers } from '@/lib/validation/admin-lists'
import { readPageWithTotal, UNCAPPED } from '../admin/dashboard/admin-read'
import { SESSION_LINK_PATTERN } from '../booking/payment-reference'
import { readOutboxPage } from './read-outbox-page'
import { assertAdminAreaReader } from '../auth/assert-role'

export const OUTBOX_PAGE_SIZE = 20

export type OutboxEmail = {
  id: string
  to: string
  subject: string
  /** The plain text, with secrets in links hidden (see hideLinkTokens). */
  text: string
  status: 'Queued' | 'Sent' | 'Failed'
  /** 'outbox' (kept here, no provider) or 'resend'. */
  provider: string
  /** The provider's reason when sending failed. */
  error: string | null
  /** The attached files' names (a calendar invite), never their content. */
  attachments: string[]
  createdAt: string
  sentAt: string | null
}

export type OutboxPage = PageNumbers & {
  emails: OutboxEmail[]
  /** The search as applied ('' for none). */
  search: string
}

/**
 * Hides the token of any link that carries one (a password reset link). Whoever reads the outbox must
 * not be able to open someone else's reset link and take over their account: a manager could
 * otherwise become an admin that way. The person the email went to still has the whole link.
 */
export function hideLinkTokens(text: string): string {
  return text.replace(/([?&]token=)[^\s&#]+/gi, '$1[hidden]')
}

/**
 * The latest emails the app wrote to its outbox (decision 007), newest first, one page at a time,
 * searched by recipient or subject (the database searches and pages them, in one statement:
 * read-outbox-page.ts). Admins and managers may read them (decision 005); anyone else is refused
 * here too, whatever the page or route in front of it checked.
 */
export async function listOutbox(input: { viewer: { role: Role }; page?: number; search?: string }): Promise<OutboxPage> {
  assertAdminAreaReader(input.viewer)
  const search = input.search ?? ''
  const { rows, ...numbers } = await readPageWithTotal({
    page: input.page ?? 1,
    pageSize: OUTBOX_PAGE_SIZE,
    maxPage: UNCAPPED,
    find: (window) => readOutboxPage({ search, ...window }),
  })
  const emails = rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    // A Manager reads the outbox to watch delivery, not to enter therapy sessions (decision 005).
    text: canSeeSessionLinks(input.viewer.role) ? hideLinkTokens(row.text) : hideLinkTokens(row.text).replace(SESSION_LINK_PATTERN, '[session link hidden]'),
    status: row.status,
    provider: row.provider,
    error: row.error,
    attachments: row.attachments,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }))
  return { emails, ...numbers, search }
}
