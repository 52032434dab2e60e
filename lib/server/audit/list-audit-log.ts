import 'server-only'
import { auditPostIds } from '@/lib/admin/audit-labels'
import type { Role } from '@/lib/roles'
import type { AuditLogFilters } from '@/lib/validation/admin-filters'
import { db, type Prisma } from '../db'
import { DELETED_USER, lagosDayRange, personSearch, readListPage, type AdminListPage } from '../admin/dashboard/admin-read'
import { assertAdminAreaReader } from '../auth/assert-role'

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
  /** The person the action was about, by their current name ("Deleted user" once erased); null when none. */
  targetUser: { _id: string; fullName: string; isDeleted: boolean } | null
  /** The blog post it was about (or a deleted comment was on), while the post exists. */
  targetPost: { _id: string; title: string } | null
  /** What record-audit.ts stored (a decline reason, a post's title); plain data, shown as text. */
  details: Prisma.JsonValue | null
}

export type AuditLogPage = AdminListPage<AuditLogRow> & AuditLogFilters

/** Newest first, then the id (the index on createdAt DESC serves the order). */
const ORDER = [{ createdAt: 'desc' }, { id: 'desc' }] as const satisfies Prisma.AuditLogOrderByWithRelationInput[]

const PERSON = { select: { id: true, fullName: true, email: true, erasedAt: true } } as const

const SELECT = {
  id: true,
  createdAt: true,
  action: true,
  targetType: true,
  targetId: true,
  details: true,
  actorId: true,
  actor: PERSON,
  targetUser: PERSON,
} as const satisfies Prisma.AuditLogSelect

/**
 * The log's filters as one where clause, all read by the database: the action, a person (who acted
 * or whom it was about, by part of their name or email: the trigram indexes on User find them, the
 * indexes on actorId and targetUserId their entries) and the Lagos days of the entry.
 */
export function auditLogWhere({ action = '', person = '', from = '', to = '' }: Partial<AuditLogFilters>): Prisma.AuditLogWhereInput {
  const createdAt = lagosDayRange({ from, to })
  const who = personSearch(person)
  return {
    AND: [
      action ? { action } : {},
      person ? { OR: [{ actor: { is: who } }, { targetUser: { is: who } }] } : {},
      createdAt ? { createdAt } : {},
    ],
  }
}

/** The audit log, filtered and one page at a time. Admins and managers may read it (decision 005). */
export async function listAuditLog({
  viewer,
  page = 1,
  action = '',
  person = '',
  from = '',
  to = '',
}: Partial<AuditLogFilters> & { viewer: { role: Role }; page?: number }): Promise<AuditLogPage> {
  assertAdminAreaReader(viewer)
  const where = auditLogWhere({ action, person, from, to })
  const result = await readListPage({
    page,
    count: () => db.auditLog.count({ where }),
    find: ({ skip, take }) => db.auditLog.findMany({ where, orderBy: ORDER, skip, take, select: SELECT }),
  })
  // The posts the page names, in one query: their titles now (an edited title reads as it is today).
  const postIds = [...new Set(result.rows.flatMap(auditPostIds))]
  const posts = postIds.length > 0 ? await db.blogPost.findMany({ where: { id: { in: postIds } }, select: { id: true, title: true } }) : []
  const postById = new Map(posts.map((post) => [post.id, { _id: post.id, title: post.title }]))

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
    targetUser: row.targetUser
      ? { _id: row.targetUser.id, fullName: row.targetUser.erasedAt ? DELETED_USER : row.targetUser.fullName, isDeleted: row.targetUser.erasedAt !== null }
      : null,
    targetPost: auditPostIds(row).map((id) => postById.get(id)).find(Boolean) ?? null,
    details: row.details ?? null,
  }))
  return { ...result, rows, search: person, action, person, from, to }
}
