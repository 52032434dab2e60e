'use client'

import { formatShortDate } from '@/lib/format'
import { commentAuthorName, type BlogComment } from '@/lib/validation/blog'
import { DeleteCommentButton } from './delete-comment-button'

/**
 * Comments (n): rendered into the cached page, so search engines read them too. Only the
 * delete button depends on who is looking, and the browser decides whether to show it.
 */
export function CommentList({ comments, onDeleted }: { comments: BlogComment[]; onDeleted: (commentId: string) => void }) {
  return (
    <section aria-labelledby="comments-heading" className="space-y-6">
      <h2 id="comments-heading" className="text-2xl font-semibold">
        Comments ({comments.length})
      </h2>
      {comments.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-200 bg-white px-5 py-6 text-center text-ink-muted">
          No comments yet. Be the first to share your thoughts!
        </p>
      ) : (
        <ul className="space-y-4" data-testid="comment-list">
          {comments.map((comment) => (
            <li key={comment._id} data-comment-id={comment._id} className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                <p className="text-sm text-ink-muted">
                  <time dateTime={comment.createdAt}>{formatShortDate(comment.createdAt)}</time>
                </p>
                <DeleteCommentButton commentId={comment._id} commenterId={comment.commenterId} onDeleted={onDeleted} />
              </div>
              {/* Plain text whatever it contains: React escapes it, pre-line keeps the writer's line breaks. */}
              <p className="mt-2 leading-relaxed whitespace-pre-line text-ink [overflow-wrap:anywhere]">{comment.comment}</p>
              <p className="mt-3 text-sm font-semibold text-brand-800">by {commentAuthorName(comment)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
