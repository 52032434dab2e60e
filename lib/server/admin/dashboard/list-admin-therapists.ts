import 'server-only'
import type { Role } from '@/lib/roles'
import { db, type Prisma } from '../../db'
import { assertAdminAreaReader } from '../../auth/assert-role'
import { DELETED_USER, personSearch, readListPage, type AdminListPage } from './admin-read'

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

/** Newest first, then the id (the index on role, createdAt DESC, id DESC serves it). */
const ORDER = [{ createdAt: 'desc' }, { id: 'desc' }] as const satisfies Prisma.UserOrderByWithRelationInput[]
const SELECT = {
  id: true,
  fullName: true,
  email: true,
  isBlocked: true,
  erasedAt: true,
  createdAt: true,
  therapistProfile: { select: { isVerified: true } },
} as const satisfies Prisma.UserSelect

/**
 * One page of the therapists, searched by email or name by the database, with their Verified / Not
 * Verified state (spec 2.8). Admins and managers may read it.
 */
export async function listAdminTherapists({
  viewer,
  search = '',
  page = 1,
}: {
  viewer: { role: Role }
  search?: string
  page?: number
}): Promise<AdminListPage<AdminTherapistRow>> {
  assertAdminAreaReader(viewer)
  const where: Prisma.UserWhereInput = { role: 'Therapist', ...personSearch(search) }
  const result = await readListPage({
    page,
    count: () => db.user.count({ where }),
    find: ({ skip, take }) => db.user.findMany({ where, orderBy: ORDER, skip, take, select: SELECT }),
  })
  const rows = result.rows.map((row) => ({
    _id: row.id,
    fullName: row.erasedAt ? DELETED_USER : row.fullName,
    email: row.erasedAt ? null : row.email,
    isVerified: row.therapistProfile?.isVerified ?? false,
    isBlocked: row.isBlocked,
    isDeleted: row.erasedAt !== null,
    createdAt: row.createdAt.toISOString(),
  }))
  return { ...result, rows, search }
}
