import 'server-only'
import { Prisma, readRows } from '../../db'
import { escapeLike } from '../dashboard/admin-read'
import { listOrderSql } from '../dashboard/capped-window'
import { splitPageRows } from '../dashboard/page-rows'
import type { AdminPostRowData } from './admin-post-dto'

type PageRow = { total: number; id: string | null; title: string; views: number; createdAt: Date; imageUrl: string | null; commentCount: number }

/**
 * One page of the admin blog list and its total in one statement: what the Prisma count, the
 * window's ids and the rows with their picture and comment count (ADMIN_POST_ROW_SELECT) read in
 * three, each through Prisma's compiler (decision 054). Newest first, the id breaking ties; a title
 * search is ILIKE with % and _ taken literally. The total is exact: a blog has thousands of posts,
 * not the large tables COUNT_CAP is for. A page past the end answers the total and no rows.
 */
export async function readAdminPostPage({ search, skip, take }: { search: string; skip: number; take: number }): Promise<{ rows: AdminPostRowData[]; total: number }> {
  const pattern = search ? `%${escapeLike(search)}%` : null
  const found = await readRows<PageRow>(Prisma.sql`
    WITH matches AS MATERIALIZED (
      SELECT "id", "createdAt" FROM "BlogPost" WHERE ${pattern}::text IS NULL OR "title" ILIKE ${pattern}::text
    ), window_ids AS (
      SELECT "id" FROM matches ORDER BY ${listOrderSql('BlogPost')} OFFSET ${skip} LIMIT ${take}
    )
    SELECT (SELECT count(*) FROM matches)::int AS "total", p."id"::text AS "id", p."title", p."views", p."createdAt",
      f."url" AS "imageUrl", (SELECT count(*) FROM "Comment" c WHERE c."postId" = p."id")::int AS "commentCount"
    FROM (SELECT 1) one
    LEFT JOIN window_ids w ON true
    LEFT JOIN "BlogPost" p ON p."id" = w."id"
    LEFT JOIN "StoredFile" f ON f."id" = p."imageFileId"
    ORDER BY ${listOrderSql('BlogPost', 'p')}`)
  const { rows, total } = splitPageRows(found)
  return { rows: rows.map((row) => ({ id: row.id, title: row.title, views: row.views, createdAt: row.createdAt, image: row.imageUrl === null ? null : { url: row.imageUrl }, _count: { comments: row.commentCount } })), total }
}
