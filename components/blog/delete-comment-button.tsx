'use client'

import { lazy, Suspense } from 'react'
import { useAccount } from '@/components/account/account-store'
import { canDeleteComment } from '@/lib/validation/blog'

// Only the comment's author and staff (all signed in) may delete it: the button and its dialog are
// fetched once the browser knows who that is, and stay out of the post's first load (decision 044).
const DeleteCommentControl = lazy(() => import('./delete-comment-control').then((module) => ({ default: module.DeleteCommentControl })))

/**
 * The delete button and its confirmation, shown to the comment's author and to admins
 * and managers. The cached page is the same for everyone; this island decides in the browser.
 */
export function DeleteCommentButton(props: { commentId: string; commenterId: string | null; onDeleted: (commentId: string) => void }) {
  const { commentId, commenterId, onDeleted } = props
  const account = useAccount()
  if (!canDeleteComment(account, commenterId)) return null
  return (
    <Suspense fallback={null}>
      <DeleteCommentControl commentId={commentId} onDeleted={onDeleted} />
    </Suspense>
  )
}
