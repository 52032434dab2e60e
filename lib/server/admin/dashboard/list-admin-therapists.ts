import 'server-only'
import { assertAdminAreaReader } from '../../auth/assert-role'
import { personRow, readPeoplePage, type AdminListPage, type PeopleListQuery } from './admin-read'

export type AdminTherapistRow = {
  _id: string
  /** "Deleted user" once the person's data was erased. */
  fullName: string
  /** Null once erased. */
  email: string | null
  isVerified: boolean
  isBlocked: boolean
  isDeleted: boolean
  createdAt: string
}

/**
 * One page of the therapists, searched by email or name by the database, with their Verified / Not
 * Verified state. Admins and managers may read it.
 */
export async function listAdminTherapists({ viewer, search = '', page = 1 }: PeopleListQuery): Promise<AdminListPage<AdminTherapistRow>> {
  assertAdminAreaReader(viewer)
  const result = await readPeoplePage({ role: 'Therapist', search, page })
  const rows = result.rows.map(({ isVerified, ...row }) => {
    const { isBlocked, isDeleted, createdAt, ...person } = personRow(row)
    // The API's field order of before: isVerified before isBlocked.
    return { ...person, isVerified: isVerified ?? false, isBlocked, isDeleted, createdAt }
  })
  return { ...result, rows, search }
}
