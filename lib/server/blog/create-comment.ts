import 'server-only'
import type { BlogComment } from '@/lib/validation/blog'
import type { SessionUser } from '../auth/current-user'
import { db } from '../db'
import { AppError } from '../errors'
import { assertCanComment } from './comment-rate-limit'
import { COMMENT_SELECT, toComment } from './post-dto'
import { findPostId, POST_NOT_FOUND } from './find-post-id'

export const COMMENT_ADDED = 'Comment added successfully'
export const NAME_REQUIRED = 'Please add your full name to your profile before commenting.'

/**
 * Adds a comment under the signed-in user's name (only a signed-in user with a full name may comment). The
 * name and id come from the session, never from the request. `comment` is already validated
 * (lib/validation/blog.ts). The caller expires the post's cache tags (blogCacheTags).
 */
export async function createComment({ postId, user, comment }: { postId: string; user: SessionUser; comment: string }): Promise<BlogComment> {
  const authorName = user.fullName.trim()
  if (!authorName) throw new AppError('UNAUTHENTICATED', NAME_REQUIRED)
  const existing = await findPostId(postId)
  if (!existing) throw new AppError('NOT_FOUND', POST_NOT_FOUND)
  await assertCanComment({ userId: user.id })
  const row = await db.comment.create({
    data: { postId: existing, authorId: user.id, authorName, text: comment },
    select: COMMENT_SELECT,
  })
  return toComment(row)
}
