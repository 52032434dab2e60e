import 'server-only'
import type { Role } from '@/lib/roles'
import { Prisma, readRows } from '../../db'
import { CAPPED_TOTAL, cappedWindowSql, listOrderSql } from './capped-window'
import { countedRowsSql } from './list-count'
import { personMatchSql } from './person-match'
import { splitPageRows } from './page-rows'

/** What a row of the Users and Therapists lists is read from. */
export type PersonListRowData = {
  id: string
  fullName: string
  email: string
  isBlocked: boolean
  erasedAt: Date | null
  createdAt: Date
  lastSeenAt: Date | null
  /** The therapist profile's verified flag; null for an account without a profile (a patient). */
  isVerified: boolean | null
}

type Row = Omit<PersonListRowData, 'id'> & { id: string | null; total: number }

/** Newest first, then the id: a total order, read straight off the index (role, createdAt DESC, id DESC); Prisma's PEOPLE_ORDER. */
const ORDER = listOrderSql('User')

/**
 * One page of the accounts of a role and its total in one statement: where the count, the window's
 * ids and a Prisma read of the rows were three (decision 059).
 *
 * Without a search the total is the count the writes keep (ListCount) and the window is read off
 * the role's index. A search matches what personSearch matches (email or name contains the text,
 * ILIKE with % and _ escaped by the caller, erased people never found) and counts at most `cap`
 * matches (cappedWindowSql).
 */
export async function readPeopleRows({ role, pattern, cap, skip, take }: { role: Role; pattern: string | null; cap: number; skip: number; take: number }): Promise<{ rows: PersonListRowData[]; total: number }> {
  const matching = Prisma.sql`"role" = ${role}::"Role" AND ${personMatchSql(pattern)}`
  const found = await readRows<Row>(
    pattern === null
      ? Prisma.sql`
        WITH window_ids AS (
          SELECT "id" FROM "User" WHERE "role" = ${role}::"Role" ORDER BY ${ORDER} OFFSET ${skip} LIMIT ${take}
        )
        ${rowsOf(Prisma.sql`(${countedRowsSql(`User:${role}`)})`)}`
      : Prisma.sql`
        WITH ${cappedWindowSql({ table: 'User', matching, cap, skip, take })}
        ${rowsOf(CAPPED_TOTAL)}`,
  )
  return splitPageRows(found)
}

/** The window's accounts in order, each with its profile's flag; one row with only the total when the window is empty. */
function rowsOf(total: Prisma.Sql) {
  return Prisma.sql`
    SELECT ${total}::int AS "total", u."id"::text AS "id", u."fullName", u."email", u."isBlocked", u."erasedAt",
      u."createdAt", u."lastSeenAt", t."isVerified"
    FROM (SELECT 1) one
    LEFT JOIN window_ids w ON true
    LEFT JOIN "User" u ON u."id" = w."id"
    LEFT JOIN "TherapistProfile" t ON t."userId" = u."id"
    ORDER BY ${listOrderSql('User', 'u')}`
}
