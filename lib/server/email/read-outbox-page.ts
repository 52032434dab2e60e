import 'server-only'
import { escapeLike } from '../admin/dashboard/admin-read'
import { listOrderSql } from '../admin/dashboard/capped-window'
import { countedRowsSql } from '../admin/dashboard/list-count'
import { splitPageRows } from '../admin/dashboard/page-rows'
import { Prisma, readRows } from '../db'
import type { OutboxEmail } from './list-outbox'

/** An outbox email as read: OutboxEmail's fields before the text's links are hidden, with its instants as dates. */
export type OutboxRowData = Omit<OutboxEmail, 'createdAt' | 'sentAt'> & { createdAt: Date; sentAt: Date | null }

/** A row of the statement: the total on every row; an empty page is one row whose email columns are null. */
type PageRow = Omit<OutboxRowData, 'id'> & { id: string | null; total: number }

/**
 * One page of the outbox and its total in one statement (the Prisma count and page were two, each
 * through Prisma's compiler: decision 054). Newest first, the id breaking ties. Without a search the
 * total is the count the writes keep (ListCount "EmailOutbox:all") and the window is read off the
 * index (createdAt DESC, id DESC); a search is "recipient or subject contains …", case-insensitive,
 * % and _ taken literally (trigram indexes on both columns), and counts every match. An attachment
 * is named only when its entry is an object with a string filename. A page past the end answers
 * the total and no rows.
 */
export async function readOutboxPage({ search, skip, take }: { search: string; skip: number; take: number }): Promise<{ rows: OutboxRowData[]; total: number }> {
  const pattern = search ? `%${escapeLike(search)}%` : null
  const found = await readRows<PageRow>(
    pattern === null
      ? Prisma.sql`
        WITH window_ids AS (
          SELECT "id" FROM "EmailOutbox" ORDER BY ${listOrderSql('EmailOutbox')} OFFSET ${skip} LIMIT ${take}
        )
        ${rowsOf(Prisma.sql`(${countedRowsSql('EmailOutbox:all')})`)}`
      : Prisma.sql`
        WITH matches AS MATERIALIZED (
          SELECT "id", "createdAt" FROM "EmailOutbox" WHERE "to" ILIKE ${pattern}::text OR "subject" ILIKE ${pattern}::text
        ), window_ids AS (
          SELECT "id" FROM matches ORDER BY ${listOrderSql('EmailOutbox')} OFFSET ${skip} LIMIT ${take}
        )
        ${rowsOf(Prisma.sql`(SELECT count(*) FROM matches)`)}`,
  )
  return splitPageRows(found)
}

/** The window's emails in order; one row with only the total when the window is empty. */
function rowsOf(total: Prisma.Sql) {
  return Prisma.sql`
    SELECT ${total}::int AS "total", e."id"::text AS "id", e."to", e."subject", e."text", e."status"::text AS "status",
      e."provider", e."error", e."createdAt", e."sentAt",
      ARRAY(
        SELECT item.value->>'filename' FROM jsonb_array_elements(CASE WHEN jsonb_typeof(e."attachments") = 'array' THEN e."attachments" ELSE '[]'::jsonb END) WITH ORDINALITY AS item(value, position)
        WHERE jsonb_typeof(item.value->'filename') = 'string' ORDER BY item.position
      ) AS "attachments"
    FROM (SELECT 1) one
    LEFT JOIN window_ids w ON true
    LEFT JOIN "EmailOutbox" e ON e."id" = w."id"
    ORDER BY ${listOrderSql('EmailOutbox', 'e')}`
}
