import 'server-only'
import { isBlogId, type BlogPostDetail } from '@/lib/validation/blog'
import { db } from '../db'
import { COMMENT_SELECT, POST_SUMMARY_SELECT, toComment, toPostSummary } from './post-dto'

/** A post with its comments (newest first, so a new comment shows just under the form), or null. */
export async function findPost({ postId }: { postId: string }): Promise<BlogPostDetail | null> {
  if (!isBlogId(postId)) return null
  const row = await db.blogPost.findUnique({
    where: { id: postId },
    select: {
      ...POST_SUMMARY_SELECT,
      updatedAt: true,
      comments: { select: COMMENT_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
    },
  })
  if (!row) return null
  return { ...toPostSummary(row), updatedAt: row.updatedAt.toISOString(), comments: row.comments.map(toComment) }
}
