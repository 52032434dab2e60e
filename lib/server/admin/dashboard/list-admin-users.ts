import 'server-only'
import type { Role } from '@/lib/roles'
import { db, type Prisma } from '../../db'
import { assertAdminAreaReader } from '../../auth/assert-role'
import { DELETED_USER, personSearch, readListPage, type AdminListPage } from './admin-read'

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

/** Newest first, then the id: a total order, read straight off the index (role, createdAt DESC, id DESC). */
const ORDER = [{ createdAt: 'desc' }, { id: 'desc' }] as const satisfies Prisma.UserOrderByWithRelationInput[]
const SELECT = { id: true, fullName: true, email: true, isBlocked: true, erasedAt: true, createdAt: true, lastSeenAt: true } as const satisfies Prisma.UserSelect

/**
 * One page of the patients (role Patient, spec 2.8), searched by email or name by the database
 * (trigram indexes serve ILIKE '%…%'). Admins and managers may read it.
 */
export async function listAdminUsers({
  viewer,
  search = '',
  page = 1,
}: {
  viewer: { role: Role }
  search?: string
  page?: number
}): Promise<AdminListPage<AdminUserRow>> {
  assertAdminAreaReader(viewer)
  const where: Prisma.UserWhereInput = { role: 'Patient', ...personSearch(search) }
  const result = await readListPage({
    page,
    count: () => db.user.count({ where }),
    find: ({ skip, take }) => db.user.findMany({ where, orderBy: ORDER, skip, take, select: SELECT }),
  })
  const rows = result.rows.map((row) => ({
    _id: row.id,
    fullName: row.erasedAt ? DELETED_USER : row.fullName,
    email: row.erasedAt ? null : row.email,
    isBlocked: row.isBlocked,
    isDeleted: row.erasedAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastSeen: row.erasedAt ? null : (row.lastSeenAt?.toISOString() ?? null),
  }))
  return { ...result, rows, search }
}
