import 'server-only'
import { BLOG_POST_NOT_FOUND, type AdminBlogPostDetail } from '@/lib/validation/admin-blog'
import { isBlogId } from '@/lib/validation/blog'
import { db } from '../../db'
import { AppError } from '../../errors'
import { ADMIN_POST_DETAIL_SELECT, toAdminPostDetail } from './admin-post-dto'
import { assertBlogManager, type Actor } from '../../auth/assert-role'

/** A post for the view modal and the edit form, read from Postgres (never the public cache). */
export async function findAdminPost({ viewer, postId }: { viewer: Actor; postId: string }): Promise<AdminBlogPostDetail> {
  assertBlogManager(viewer)
  const row = isBlogId(postId) ? await db.blogPost.findUnique({ where: { id: postId }, select: ADMIN_POST_DETAIL_SELECT }) : null
  if (!row) throw new AppError('NOT_FOUND', BLOG_POST_NOT_FOUND)
  return toAdminPostDetail(row)
}
