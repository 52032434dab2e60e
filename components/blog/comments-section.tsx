'use client'

import type { BlogComment } from '@/lib/validation/blog'
import { CommentArea } from './comment-area'
import { CommentList } from './comment-list'
import { useCommentList } from './use-comment-list'

/** Leave a Comment and Comments (n), sharing one list so both change at once. */
export function CommentsSection({ postId, postPath, comments: pageComments }: { postId: string; postPath: string; comments: BlogComment[] }) {
  const { comments, onPosted, onDeleted } = useCommentList(pageComments)
  return (
    <>
      <CommentArea postId={postId} postPath={postPath} onPosted={onPosted} />
      <CommentList comments={comments} onDeleted={onDeleted} />
    </>
  )
}
