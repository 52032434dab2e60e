'use client'

import { useCallback, useMemo, useState } from 'react'
import type { BlogComment } from '@/lib/validation/blog'

/**
 * The comments the reader sees: the page's list (cached HTML, possibly a moment old) with this
 * reader's own changes applied at once — a comment they posted appears, one they deleted is gone,
 * and the count follows. The page's list catches up when its cache is rebuilt; until then a deleted
 * comment must not come back from a stale copy, nor a posted one show twice.
 */
export function useCommentList(pageComments: BlogComment[]) {
  const [added, setAdded] = useState<BlogComment[]>([])
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(() => new Set())

  const comments = useMemo(() => {
    const onPage = new Set(pageComments.map((comment) => comment._id))
    const mine = added.filter((comment) => !onPage.has(comment._id))
    // Newest first, as the page lists them.
    return [...mine, ...pageComments].filter((comment) => !deleted.has(comment._id))
  }, [pageComments, added, deleted])

  const onPosted = useCallback((comment: BlogComment) => setAdded((list) => [comment, ...list]), [])
  const onDeleted = useCallback((commentId: string) => setDeleted((ids) => new Set(ids).add(commentId)), [])
  return { comments, onPosted, onDeleted }
}
