'use client'

import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { AdminBlogPostRow } from '@/lib/validation/admin-blog'

type Props = { row: AdminBlogPostRow | null; isDeleting: boolean; onCancel: () => void; onConfirm: () => void }

/** The confirmation before a post is deleted: what goes with it, Cancel and Delete. */
export function DeletePostDialog({ row, isDeleting, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialog open={row !== null} onClose={onCancel} title="Delete Blog Post" onConfirm={onConfirm} busy={isDeleting} confirmLabel="Delete" busyLabel="Deleting..." danger>
      {row && (
        <p className="leading-relaxed text-ink-muted">
          Are you sure you want to delete <strong className="font-semibold break-words text-ink">{row.title}</strong>?{' '}
          {row.commentCount > 0 && `Its ${row.commentCount.toLocaleString('en-US')} ${row.commentCount === 1 ? 'comment' : 'comments'} will be deleted too. `}
          This action cannot be undone.
        </p>
      )}
    </ConfirmDialog>
  )
}
