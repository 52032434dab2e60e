import 'server-only'
import type { AuditLogFilters } from '@/lib/validation/admin-filters'
import { escapeLike, lagosDayRangeSql } from '../admin/dashboard/admin-read'
import { CAPPED_TOTAL, cappedWindowSql, listOrderSql } from '../admin/dashboard/capped-window'
import { countedRowsSql } from '../admin/dashboard/list-count'
import { personMatchSql } from '../admin/dashboard/person-match'
import { splitPageRows } from '../admin/dashboard/page-rows'
import { Prisma, readRows } from '../db'

/** An audit log entry as read, with the people it names as they are now (null once their row is gone). */
export type AuditLogRowData = {
  id: string
  createdAt: Date
  action: string
  targetType: string
  targetId: string | null
  details: Prisma.JsonValue | null
  /** The actor's id as stored (null once their account was deleted). */
  actorId: string | null
  actorUserId: string | null
  actorName: string | null
  actorEmail: string | null
  actorErasedAt: Date | null
  targetUserId: string | null
  targetName: string | null
  targetErasedAt: Date | null
}

type Row = Omit<AuditLogRowData, 'id'> & { id: string | null; total: number }

/** Newest first, then the id: a total order, read off the index (createdAt DESC, id DESC). */
const ORDER = listOrderSql('AuditLog')

/**
 * One page of the audit log and its total in one statement, where Prisma's count and page were two
 * (decision 059, "Later"). The filters are those the list asked Prisma for (kept as the reference
 * in audit-log-page-statement.test.ts): the action, a person who acted or whom the entry was about
 * (personMatchSql: name or email contains the text, erased people never found), and the entry's
 * Lagos days (lagosDayRangeSql).
 *
 * Without a filter the total is the count the writes keep (ListCount "AuditLog:all") and the window
 * is read off the index. A filter counts at most `cap` matches (cappedWindowSql, as the people
 * lists do).
 */
export async function readAuditLogRows({
  filters,
  cap,
  skip,
  take,
}: {
  filters: Pick<AuditLogFilters, 'action' | 'person' | 'from' | 'to'>
  cap: number
  skip: number
  take: number
}): Promise<{ rows: AuditLogRowData[]; total: number }> {
  const matching = filterSql(filters)
  // The people a person filter names, found once for both of the entry's columns.
  const people = filters.person ? Prisma.sql`people AS MATERIALIZED (SELECT "id" FROM "User" WHERE ${personMatchSql(`%${escapeLike(filters.person)}%`)}),` : Prisma.empty
  const found = await readRows<Row>(
    matching === null
      ? Prisma.sql`
        WITH window_ids AS (
          SELECT "id" FROM "AuditLog" ORDER BY ${ORDER} OFFSET ${skip} LIMIT ${take}
        )
        ${rowsOf(Prisma.sql`(${countedRowsSql('AuditLog:all')})`)}`
      : Prisma.sql`
        WITH ${people} ${cappedWindowSql({ table: 'AuditLog', matching, cap, skip, take })}
        ${rowsOf(CAPPED_TOTAL)}`,
  )
  return splitPageRows(found)
}

/** The filters as one condition on "AuditLog" (a person's through the statement's people); null when none is set. */
function filterSql({ action, person, from, to }: Pick<AuditLogFilters, 'action' | 'person' | 'from' | 'to'>): Prisma.Sql | null {
  const conditions: Prisma.Sql[] = []
  if (action) conditions.push(Prisma.sql`"action" = ${action}`)
  if (person) conditions.push(Prisma.sql`("actorId" IN (SELECT "id" FROM people) OR "targetUserId" IN (SELECT "id" FROM people))`)
  conditions.push(...lagosDayRangeSql(Prisma.raw(`"createdAt"`), { from, to }))
  return conditions.length === 0 ? null : Prisma.join(conditions, ' AND ')
}

/** The window's entries in order, each with its actor and the person it was about; one row with only the total when the window is empty. */
function rowsOf(total: Prisma.Sql) {
  return Prisma.sql`
    SELECT ${total}::int AS "total", a."id"::text AS "id", a."createdAt", a."action", a."targetType", a."targetId", a."details",
      a."actorId"::text AS "actorId", actor."id"::text AS "actorUserId", actor."fullName" AS "actorName", actor."email" AS "actorEmail",
      actor."erasedAt" AS "actorErasedAt", target."id"::text AS "targetUserId", target."fullName" AS "targetName", target."erasedAt" AS "targetErasedAt"
    FROM (SELECT 1) one
    LEFT JOIN window_ids w ON true
    LEFT JOIN "AuditLog" a ON a."id" = w."id"
    LEFT JOIN "User" actor ON actor."id" = a."actorId"
    LEFT JOIN "User" target ON target."id" = a."targetUserId"
    ORDER BY ${listOrderSql('AuditLog', 'a')}`
}
