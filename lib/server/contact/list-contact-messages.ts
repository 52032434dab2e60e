import 'server-only'
import type { Role } from '@/lib/roles'
import type { PageNumbers } from '@/lib/validation/admin-lists'
import { readListPage, UNCAPPED } from '../admin/dashboard/admin-read'
import { db } from '../db'
import { assertAdminAreaReader } from '../auth/assert-role'

export const CONTACT_MESSAGES_PAGE_SIZE = 20

export type ContactMessageRow = { id: string; fullName: string; email: string; message: string; createdAt: string }

export type ContactMessagePage = PageNumbers & { messages: ContactMessageRow[] }

/**
 * Contact-form messages, newest first, one page at a time (the database pages them). Admins and
 * managers may read them (docs/decisions/005-manager-role.md); anyone else is refused here too,
 * whatever the page or route in front of it checked.
 */
export async function listContactMessages(input: { viewer: { role: Role }; page?: number }): Promise<ContactMessagePage> {
  assertAdminAreaReader(input.viewer)
  const { rows, ...numbers } = await readListPage({
    page: input.page ?? 1,
    pageSize: CONTACT_MESSAGES_PAGE_SIZE,
    maxPage: UNCAPPED,
    count: () => db.contactMessage.count(),
    find: ({ skip, take }) =>
      db.contactMessage.findMany({
        // id breaks ties between messages stored in the same millisecond, so pages never overlap.
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
        select: { id: true, fullName: true, email: true, message: true, createdAt: true },
      }),
  })
  return { messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), ...numbers }
}
