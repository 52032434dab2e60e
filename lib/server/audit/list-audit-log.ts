import 'server-only'
import type { Role } from '@/lib/roles'
import { db, type Prisma } from '../db'
import { assertAdminAreaReader, DELETED_USER, readListPage, type AdminListPage } from '../admin/dashboard/admin-read'

export type AuditLogRow = {
  _id: string
  /** ISO instant; the page shows it in Lagos time. */
  createdAt: string
  /** One of AUDIT_ACTIONS (record-audit.ts), kept as stored so older entries still read. */
  action: string
  /** Who did it; "Deleted user" with no email once their data was erased or their row removed. */
  actor: { _id: string | null; fullName: string; email: string | null; isDeleted: boolean }
  targetType: string
  targetId: string | null
  /** What record-audit.ts stored (a decline reason, a post's title); plain data, shown as text. */
  details: Prisma.JsonValue | null
}

/** Newest first, then the id (the index on createdAt DESC serves the order). */
const ORDER = [{ createdAt: 'desc' }, { id: 'desc' }] as const satisfies Prisma.AuditLogOrderByWithRelationInput[]

const SELECT = {
  id: true,
  createdAt: true,
  action: true,
  targetType: true,
  targetId: true,
  details: true,
  actorId: true,
  actor: { select: { id: true, fullName: true, email: true, erasedAt: true } },
} as const satisfies Prisma.AuditLogSelect

/** The audit log (issue 7), one page at a time. Admins and managers may read it (decision 005). */
export async function listAuditLog({ viewer, page = 1 }: { viewer: { role: Role }; page?: number }): Promise<AdminListPage<AuditLogRow>> {
  assertAdminAreaReader(viewer)
  const result = await readListPage({
    page,
    count: () => db.auditLog.count(),
    find: ({ skip, take }) => db.auditLog.findMany({ orderBy: ORDER, skip, take, select: SELECT }),
  })
  const rows = result.rows.map((row) => ({
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    action: row.action,
    actor:
      row.actor && !row.actor.erasedAt
        ? { _id: row.actor.id, fullName: row.actor.fullName, email: row.actor.email, isDeleted: false }
        : { _id: row.actorId, fullName: DELETED_USER, email: null, isDeleted: true },
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details ?? null,
  }))
  return { ...result, rows, search: '' }
}
