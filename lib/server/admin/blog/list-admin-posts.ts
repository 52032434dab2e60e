import 'server-only'
import type { Prisma } from '@/lib/generated/prisma/client'
import { ADMIN_BLOG_PAGE_SIZE, type AdminBlogPostPage } from '@/lib/validation/admin-blog'
import { db } from '../../db'
import { ADMIN_POST_ROW_SELECT, toAdminPostRow } from './admin-post-dto'
import { assertBlogManager, type Actor } from '../../auth/assert-role'

/** Prisma passes `contains` to LIKE as is: a typed % or _ must match itself, not everything. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * One page of /admin/all-blog-post: newest first, optionally only titles containing `search`
 * (ILIKE in Postgres, case-insensitive). The page is clamped to the last one, so deleting the last
 * post of a page never leaves an admin on an empty page.
 */
export async function listAdminPosts({ viewer, search = '', page = 1 }: { viewer: Actor; search?: string; page?: number }): Promise<AdminBlogPostPage> {
  assertBlogManager(viewer)
  const where: Prisma.BlogPostWhereInput = search ? { title: { contains: escapeLike(search), mode: 'insensitive' } } : {}
  const pageSize = ADMIN_BLOG_PAGE_SIZE
  const total = await db.blogPost.count({ where })
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const shown = Math.min(Number.isInteger(page) && page > 0 ? page : 1, pageCount)
  const rows = await db.blogPost.findMany({
    where,
    select: ADMIN_POST_ROW_SELECT,
    // The id breaks ties between posts created in the same millisecond, so pages never overlap.
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: (shown - 1) * pageSize,
    take: pageSize,
  })
  return { data: rows.map(toAdminPostRow), search, page: shown, pageCount, total, pageSize }
}
