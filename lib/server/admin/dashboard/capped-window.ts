import 'server-only'
import { Prisma } from '../../db'

/** Newest first, then the id: the order of the lists read through cappedWindowSql. */
const NEWEST_FIRST = Prisma.sql`"createdAt" DESC, "id" DESC`

/**
 * The common table expressions of a filtered page, newest first, that counts at most `cap` matches
 * (COUNT_CAP, admin-read.ts): `matches`, `counted` (its "total", CAPPED_TOTAL) and `window_ids`.
 * Below the cap the page is taken from the matches found; at the cap those are not the newest, so
 * the page is read in the index's order over every match instead. `table` has "id" and "createdAt";
 * `matching` is a condition on it.
 */
export function cappedWindowSql({ table, matching, cap, skip, take }: { table: 'User' | 'AuditLog'; matching: Prisma.Sql; cap: number; skip: number; take: number }) {
  const from = Prisma.raw(`"${table}"`)
  return Prisma.sql`matches AS MATERIALIZED (
      SELECT "id", "createdAt" FROM ${from} WHERE ${matching} LIMIT ${cap}
    ), counted AS (
      SELECT count(*)::int AS "total" FROM matches
    ), window_ids AS (
      (SELECT "id" FROM matches WHERE (SELECT "total" FROM counted) < ${cap} ORDER BY ${NEWEST_FIRST} OFFSET ${skip} LIMIT ${take})
      UNION ALL
      (SELECT "id" FROM ${from} WHERE (SELECT "total" FROM counted) >= ${cap} AND ${matching} ORDER BY ${NEWEST_FIRST} OFFSET ${skip} LIMIT ${take})
    )`
}

/** The total of a page read through cappedWindowSql. */
export const CAPPED_TOTAL = Prisma.sql`(SELECT "total" FROM counted)`
