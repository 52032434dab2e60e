import 'server-only'
import { auditPostIds } from '@/lib/admin/audit-labels'
import type { Role } from '@/lib/roles'
import type { AuditLogFilters } from '@/lib/validation/admin-filters'
import { db, type Prisma } from '../db'
import { COUNT_CAP, DELETED_USER, readPageWithTotal, type AdminListPage } from '../admin/dashboard/admin-read'
import { readAuditLogRows } from './read-audit-log-page'
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

/**
 * The audit log, filtered and one page at a time (one statement: read-audit-log-page.ts); a filter's
 * total stops at COUNT_CAP. Admins and managers may read it (decision 005).
 */
export async function listAuditLog({
  viewer,
  page = 1,
  action = '',
  person = '',
  from = '',
  to = '',
}: Partial<AuditLogFilters> & { viewer: { role: Role }; page?: number }): Promise<AuditLogPage> {
  assertAdminAreaReader(viewer)
  const result = await readPageWithTotal({ page, find: (window) => readAuditLogRows({ filters: { action, person, from, to }, cap: COUNT_CAP, ...window }) })
  // The posts the page names, in one query: their titles now (an edited title reads as it is today).
  const postIds = [...new Set(result.rows.flatMap(auditPostIds))]
  const posts = postIds.length > 0 ? await db.blogPost.findMany({ where: { id: { in: postIds } }, select: { id: true, title: true } }) : []
  const postById = new Map(posts.map((post) => [post.id, { _id: post.id, title: post.title }]))

  const rows = result.rows.map((row) => ({
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    action: row.action,
    actor:
      row.actorUserId && !row.actorErasedAt
        ? { _id: row.actorUserId, fullName: row.actorName ?? DELETED_USER, email: row.actorEmail, isDeleted: false }
        : { _id: row.actorId, fullName: DELETED_USER, email: null, isDeleted: true },
    targetType: row.targetType,
    targetId: row.targetId,
    targetUser: row.targetUserId
      ? { _id: row.targetUserId, fullName: row.targetErasedAt ? DELETED_USER : (row.targetName ?? DELETED_USER), isDeleted: row.targetErasedAt !== null }
      : null,
    targetPost: auditPostIds(row).map((id) => postById.get(id)).find(Boolean) ?? null,
    details: row.details ?? null,
  }))
  return { ...result, rows, search: person, action, person, from, to }
}
