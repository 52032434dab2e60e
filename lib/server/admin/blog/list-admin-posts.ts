import 'server-only'
import type { Prisma } from '@/lib/generated/prisma/client'
import { ADMIN_BLOG_PAGE_SIZE, type AdminBlogPostPage } from '@/lib/validation/admin-blog'
import { db } from '../../db'
import { escapeLike, readListPage, rowsOfWindow, UNCAPPED } from '../dashboard/admin-read'
import { ADMIN_POST_ROW_SELECT, toAdminPostRow } from './admin-post-dto'
import { assertBlogManager, type Actor } from '../../auth/assert-role'

/** Newest first; the id breaks ties between posts created in the same millisecond, so pages never overlap. */
const ORDER = [{ createdAt: 'desc' }, { id: 'desc' }] as const satisfies Prisma.BlogPostOrderByWithRelationInput[]

/**
 * One page of /admin/all-blog-post: newest first, optionally only titles containing `search`
 * (ILIKE in Postgres, case-insensitive). The page is clamped to the last one, so deleting the last
 * post of a page never leaves an admin on an empty page.
 */
export async function listAdminPosts({ viewer, search = '', page = 1 }: { viewer: Actor; search?: string; page?: number }): Promise<AdminBlogPostPage> {
  assertBlogManager(viewer)
  const where: Prisma.BlogPostWhereInput = search ? { title: { contains: escapeLike(search), mode: 'insensitive' } } : {}
  const { rows, ...numbers } = await readListPage({
    page,
    pageSize: ADMIN_BLOG_PAGE_SIZE,
    maxPage: UNCAPPED,
    count: () => db.blogPost.count({ where }),
    // The window's ids first, then only those posts with their picture and comment count: joined in
    // one statement, the skipped posts' counts would be worked out too (decision 051).
    find: ({ skip, take }) =>
      rowsOfWindow(db.blogPost.findMany({ where, select: { id: true }, orderBy: ORDER, skip, take }), (ids) =>
        db.blogPost.findMany({ where: { id: { in: ids } }, select: ADMIN_POST_ROW_SELECT, orderBy: ORDER }),
      ),
  })
  return { data: rows.map(toAdminPostRow), search, ...numbers }
}
