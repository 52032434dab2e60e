'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { notify } from '@/components/ui/notify'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { BLOG_TOAST_MS } from './toast'

type Props = { commentId: string; onDeleted: (commentId: string) => void }

/** The delete button and its confirmation, for someone DeleteCommentButton found may delete the comment. */
export function DeleteCommentControl({ commentId, onDeleted }: Props) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [isDeleting, setDeleting] = useState(false)
  const [isRefreshing, startRefresh] = useTransition()
  const busy = isDeleting || isRefreshing

  async function confirmDelete() {
    setDeleting(true)
    try {
      const response = await fetch(`/api/v1/user/delete-comment/${commentId}`, { method: 'DELETE', credentials: 'same-origin' })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (!response.ok) {
        notify.error(body.message ?? 'Failed to delete the comment', { duration: BLOG_TOAST_MS })
        return
      }
      notify.success(body.message ?? 'Comment deleted', { duration: BLOG_TOAST_MS })
      setOpen(false)
      // Gone from the list and the count at once; the refetched page agrees once its cache is rebuilt.
      onDeleted(commentId)
      startRefresh(() => router.refresh())
    } catch {
      notify.error('An unexpected error occurred.', { duration: BLOG_TOAST_MS })
    } finally {
      setDeleting(false)
    }
  }

  return (
    <>
      <Button variant="ghost" size="sm" className="-my-1 text-red-700 hover:bg-red-50" onClick={() => setOpen(true)} disabled={busy} aria-label="Delete comment">
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <path d="M4 6h12M8 6V4h4v2m-6 0 .7 10h6.6L14 6M8.5 9v4.5M11.5 9v4.5" />
        </svg>
        Delete
      </Button>
      <ConfirmDialog open={open} onClose={() => setOpen(false)} title="Delete Comment" onConfirm={confirmDelete} busy={isDeleting} confirmLabel="Delete" busyLabel="Deleting..." danger>
        <p className="leading-relaxed text-ink-muted">Are you sure you want to delete this comment? This action cannot be undone.</p>
      </ConfirmDialog>
    </>
  )
}
