import 'server-only'
import { Prisma } from '../../db'

/** Each list's order, newest first and then the id, which an index of its table serves. */
const ORDER_OF = {
  User: { column: Prisma.raw(`"createdAt"`), order: Prisma.sql`"createdAt" DESC, "id" DESC` },
  AuditLog: { column: Prisma.raw(`"createdAt"`), order: Prisma.sql`"createdAt" DESC, "id" DESC` },
  // The appointment list: the latest appointment date first.
  Appointment: { column: Prisma.raw(`"startsAt"`), order: Prisma.sql`"startsAt" DESC, "id" DESC` },
} as const

/**
 * The common table expressions of a filtered page in its list's order (ORDER_OF) that counts at
 * most `cap` matches (COUNT_CAP, admin-read.ts): `matches`, `counted` (its "total", CAPPED_TOTAL)
 * and `window_ids`. Below the cap the page is taken from the matches found; at the cap those are not
 * the first in order, so the page is read in the index's order over every match instead. `matching`
 * is a condition on `table`, named so (not aliased).
 */
export function cappedWindowSql({ table, matching, cap, skip, take }: { table: keyof typeof ORDER_OF; matching: Prisma.Sql; cap: number; skip: number; take: number }) {
  const from = Prisma.raw(`"${table}"`)
  const { column, order } = ORDER_OF[table]
  return Prisma.sql`matches AS MATERIALIZED (
      SELECT "id", ${column} FROM ${from} WHERE ${matching} LIMIT ${cap}
    ), counted AS (
      SELECT count(*)::int AS "total" FROM matches
    ), window_ids AS (
      (SELECT "id" FROM matches WHERE (SELECT "total" FROM counted) < ${cap} ORDER BY ${order} OFFSET ${skip} LIMIT ${take})
      UNION ALL
      (SELECT "id" FROM ${from} WHERE (SELECT "total" FROM counted) >= ${cap} AND ${matching} ORDER BY ${order} OFFSET ${skip} LIMIT ${take})
    )`
}

/** The total of a page read through cappedWindowSql. */
export const CAPPED_TOTAL = Prisma.sql`(SELECT "total" FROM counted)`
