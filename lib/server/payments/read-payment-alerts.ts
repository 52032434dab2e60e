import 'server-only'
import { DELETED_USER } from '../admin/dashboard/admin-read'
import { Prisma, readRows } from '../db'

export type PaymentAlertRowData = {
  id: string
  eventType: string
  receivedAt: Date
  alert: string
  appointmentId: string | null
  handledAt: Date | null
  /** Who marked it handled ("Deleted user" once erased); null while open or when the account is gone. */
  handledBy: string | null
}

type Row = Omit<PaymentAlertRowData, 'id' | 'alert'> & { id: string | null; alert: string | null; open: number; handledByName: string | null; handledByErased: boolean | null }

/**
 * The open alerts (newest first, at most `shown`), then when asked the latest handled ones (most
 * recently handled first), and how many are open in all: one statement where the Prisma count and
 * two reads were three, each through Prisma's compiler (decision 054).
 */
export async function readPaymentAlerts({ includeHandled, shown }: { includeHandled: boolean; shown: number }): Promise<{ rows: PaymentAlertRowData[]; open: number }> {
  const found = await readRows<Row>(Prisma.sql`
    WITH open_alerts AS (
      SELECT "id", 0 AS "part", row_number() OVER (ORDER BY "receivedAt" DESC, "id" DESC) AS "position"
      FROM "ProviderEvent" WHERE "alert" IS NOT NULL AND "alertHandledAt" IS NULL
    ), handled_alerts AS (
      SELECT "id", 1 AS "part", row_number() OVER (ORDER BY "alertHandledAt" DESC, "id" ASC) AS "position"
      FROM "ProviderEvent" WHERE ${includeHandled}::boolean AND "alert" IS NOT NULL AND "alertHandledAt" IS NOT NULL
    ), listed AS (
      SELECT * FROM open_alerts WHERE "position" <= ${shown} UNION ALL SELECT * FROM handled_alerts WHERE "position" <= ${shown}
    )
    SELECT (SELECT count(*) FROM open_alerts)::int AS "open",
      e."id"::text AS "id", e."eventType", e."receivedAt", e."alert", e."appointmentId"::text AS "appointmentId", e."alertHandledAt" AS "handledAt",
      u."fullName" AS "handledByName", u."erasedAt" IS NOT NULL AS "handledByErased"
    FROM (SELECT 1) one
    LEFT JOIN listed l ON true
    LEFT JOIN "ProviderEvent" e ON e."id" = l."id"
    LEFT JOIN "User" u ON u."id" = e."alertHandledById"
    ORDER BY l."part", l."position"`)
  const rows = found.flatMap(({ id, eventType, receivedAt, alert, appointmentId, handledAt, handledByName, handledByErased }) =>
    id === null
      ? []
      : [{ id, eventType, receivedAt, alert: alert ?? '', appointmentId, handledAt, handledBy: handledByName === null ? null : handledByErased ? DELETED_USER : handledByName }],
  )
  return { rows, open: found[0]?.open ?? 0 }
}
