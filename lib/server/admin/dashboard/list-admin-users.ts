import 'server-only'
import { assertAdminAreaReader } from '../../auth/assert-role'
import { personRow, readPeoplePage, type AdminListPage, type PeopleListQuery } from './admin-read'

export type AdminUserRow = {
  _id: string
  /** "Deleted user" once the person's data was erased. */
  fullName: string
  /** Null once erased. */
  email: string | null
  isBlocked: boolean
  isDeleted: boolean
  createdAt: string
  lastSeen: string | null
}

/**
 * One page of the patients (role Patient), searched by email or name by the database.
 * Admins and managers may read it.
 */
export async function listAdminUsers({ viewer, search = '', page = 1 }: PeopleListQuery): Promise<AdminListPage<AdminUserRow>> {
  assertAdminAreaReader(viewer)
  const result = await readPeoplePage({ role: 'Patient', search, page })
  const rows = result.rows.map((row) => ({ ...personRow(row), lastSeen: row.erasedAt ? null : (row.lastSeenAt?.toISOString() ?? null) }))
  return { ...result, rows, search }
}
