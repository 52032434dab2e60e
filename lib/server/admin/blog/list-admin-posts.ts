import 'server-only'
import { ADMIN_BLOG_PAGE_SIZE, type AdminBlogPostPage } from '@/lib/validation/admin-blog'
import { readPageWithTotal, UNCAPPED } from '../dashboard/admin-read'
import { toAdminPostRow } from './admin-post-dto'
import { readAdminPostPage } from './read-admin-post-page'
import { assertBlogManager, type Actor } from '../../auth/assert-role'

/**
 * One page of /admin/all-blog-post: newest first, optionally only titles containing `search`
 * (ILIKE in Postgres, case-insensitive), page and total in one statement (read-admin-post-page.ts).
 * The page is clamped to the last one, so deleting the last post of a page never leaves an admin on
 * an empty page.
 */
export async function listAdminPosts({ viewer, search = '', page = 1 }: { viewer: Actor; search?: string; page?: number }): Promise<AdminBlogPostPage> {
  assertBlogManager(viewer)
  const { rows, ...numbers } = await readPageWithTotal({
    page,
    pageSize: ADMIN_BLOG_PAGE_SIZE,
    maxPage: UNCAPPED,
    find: (window) => readAdminPostPage({ search, ...window }),
  })
  return { data: rows.map(toAdminPostRow), search, ...numbers }
}
