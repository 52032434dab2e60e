import 'server-only'
import type { Role } from '@/lib/roles'
import { db } from '../db'
import { assertAdminAreaReader } from '../auth/assert-role'

export const CONTACT_MESSAGES_PAGE_SIZE = 20

export type ContactMessageRow = { id: string; fullName: string; email: string; message: string; createdAt: string }

export type ContactMessagePage = {
  messages: ContactMessageRow[]
  /** The page shown (1-based), clamped to the last page. */
  page: number
  pageCount: number
  total: number
  pageSize: number
}

/**
 * Contact-form messages, newest first, one page at a time (the database pages them). Admins and
 * managers may read them (docs/decisions/005-manager-role.md); anyone else is refused here too,
 * whatever the page or route in front of it checked.
 */
export async function listContactMessages(input: { viewer: { role: Role }; page?: number }): Promise<ContactMessagePage> {
  assertAdminAreaReader(input.viewer)
  const pageSize = CONTACT_MESSAGES_PAGE_SIZE
  const total = await db.contactMessage.count()
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const requested = Number.isInteger(input.page) && input.page! > 0 ? input.page! : 1
  const page = Math.min(requested, pageCount)
  const rows = await db.contactMessage.findMany({
    // id breaks ties between messages stored in the same millisecond, so pages never overlap.
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: (page - 1) * pageSize,
    take: pageSize,
    select: { id: true, fullName: true, email: true, message: true, createdAt: true },
  })
  return { messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), page, pageCount, total, pageSize }
}
