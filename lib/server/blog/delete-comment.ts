import 'server-only'
import { canDeleteComment, isBlogId } from '@/lib/validation/blog'
import { recordAudit } from '../audit/record-audit'
import type { SessionUser } from '../auth/current-user'
import { db } from '../db'
import { AppError } from '../errors'

export const COMMENT_DELETED = 'Comment deleted successfully'
export const COMMENT_NOT_FOUND = 'Comment not found.'

/**
 * Deletes a comment: its author may, and so may an admin or manager (decision 005), whose deletion
 * of someone else's comment is written to the audit log. Returns the post id so the caller can
 * expire that post's cache tags (blogCacheTags).
 */
export async function deleteComment({ commentId, user }: { commentId: string; user: SessionUser }): Promise<{ postId: string }> {
  if (!isBlogId(commentId)) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND)
  const comment = await db.comment.findUnique({ where: { id: commentId }, select: { id: true, postId: true, authorId: true, authorName: true, text: true } })
  if (!comment) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND)
  if (!canDeleteComment({ _id: user.id, role: user.role }, comment.authorId)) throw new AppError('FORBIDDEN', 'You can only delete your own comments.')
  const isAuthor = comment.authorId === user.id

  await db.$transaction(async (tx) => {
    // deleteMany: a second click racing the first finds nothing and still succeeds quietly.
    const { count } = await tx.comment.deleteMany({ where: { id: comment.id } })
    // Only the click that deleted it records the moderator's deletion.
    if (!isAuthor && count > 0) {
      await recordAudit(tx, {
        actorId: user.id,
        action: 'comment.delete',
        targetType: 'Comment',
        targetId: comment.id,
        targetUserId: comment.authorId,
        details: { postId: comment.postId, authorId: comment.authorId, authorName: comment.authorName, text: comment.text },
      })
    }
  })
  return { postId: comment.postId }
}
