import 'server-only'
import { Prisma, readRows } from '../../db'
import { COUNT_CAP, escapeLike } from '../dashboard/admin-read'

/**
 * The default view of the appointment list (the appointments paid for) searched by the client's
 * name, in one statement: the clients are found once (trigram index on names, erased clients never
 * found), handed to the appointment index as an array (`= ANY(ARRAY(…))`: the planner runs the name
 * match once, before, instead of misjudging a join and scanning every account), and the page's ids
 * and the total (capped at COUNT_CAP, as every searched list) come back together.
 * "Paid for" is the flag of PAID_FOR_WHERE (visible-appointments.ts); this reads the same column.
 */
export async function clientSearchWindow({
  search,
  startsAt,
  skip,
  take,
}: {
  search: string
  startsAt?: { gte?: Date; lt?: Date }
  skip: number
  take: number
}): Promise<{ ids: string[]; total: number }> {
  const pattern = `%${escapeLike(search)}%`
  const [row] = await readRows<{ total: number; ids: string[] }>(Prisma.sql`
    WITH matches AS MATERIALIZED (
      SELECT a."id", a."startsAt" FROM "Appointment" a
      WHERE a."paidFor"
        AND a."patientId" = ANY(ARRAY(SELECT u."id" FROM "User" u WHERE u."erasedAt" IS NULL AND u."fullName" ILIKE ${pattern}))
        AND (${startsAt?.gte ?? null}::timestamptz IS NULL OR a."startsAt" >= ${startsAt?.gte ?? null}::timestamptz)
        AND (${startsAt?.lt ?? null}::timestamptz IS NULL OR a."startsAt" < ${startsAt?.lt ?? null}::timestamptz)
    )
    SELECT (SELECT count(*) FROM (SELECT 1 FROM matches LIMIT ${COUNT_CAP}) capped)::int AS "total",
      ARRAY(SELECT "id"::text FROM matches ORDER BY "startsAt" DESC, "id" DESC OFFSET ${skip} LIMIT ${take}) AS "ids"`)
  return { ids: row?.ids ?? [], total: row?.total ?? 0 }
}
