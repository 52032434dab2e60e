import 'server-only'
import { Prisma } from '../../db'

/** The column each list is ordered by, latest first and then the id, which an index of its table serves. */
const ORDERED_BY = {
  User: '"createdAt"',
  AuditLog: '"createdAt"',
  // The appointment list: the latest appointment date first.
  Appointment: '"startsAt"',
  BlogPost: '"createdAt"',
  EmailOutbox: '"createdAt"',
} as const

export type OrderedList = keyof typeof ORDERED_BY

/**
 * A list's order (ORDERED_BY) for the statements that read its windows, filtered or not, and its
 * rows; `alias` names the table where the statement joins others (`a` for `"Appointment" a`).
 */
export function listOrderSql(table: OrderedList, alias?: 'a' | 'e' | 'p' | 'u'): Prisma.Sql {
  const of = alias ? `${alias}.` : ''
  return Prisma.raw(`${of}${ORDERED_BY[table]} DESC, ${of}"id" DESC`)
}

/**
 * The common table expressions of a filtered page in its list's order (listOrderSql) that counts at
 * most `cap` matches (COUNT_CAP, admin-read.ts): `matches`, `counted` (its "total", CAPPED_TOTAL)
 * and `window_ids`. Below the cap the page is taken from the matches found; at the cap those are not
 * the first in order, so the page is read in the index's order over every match instead. `matching`
 * is a condition on `table`, named so (not aliased).
 */
export function cappedWindowSql({ table, matching, cap, skip, take }: { table: OrderedList; matching: Prisma.Sql; cap: number; skip: number; take: number }) {
  const from = Prisma.raw(`"${table}"`)
  const column = Prisma.raw(ORDERED_BY[table])
  const order = listOrderSql(table)
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
