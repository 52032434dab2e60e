'use client'

import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import type { AdminBlogPostRow } from '@/lib/validation/admin-blog'

type Props = { row: AdminBlogPostRow | null; isDeleting: boolean; onCancel: () => void; onConfirm: () => void }

/** The confirmation before a post is deleted (spec 2.8): what goes with it, Cancel and Delete. */
export function DeletePostDialog({ row, isDeleting, onCancel, onConfirm }: Props) {
  return (
    <Dialog open={row !== null} onClose={() => !isDeleting && onCancel()} title="Delete Blog Post">
      {row && (
        <>
          <p className="leading-relaxed text-ink-muted">
            Are you sure you want to delete <strong className="font-semibold break-words text-ink">{row.title}</strong>?{' '}
            {row.commentCount > 0 && `Its ${row.commentCount.toLocaleString('en-US')} ${row.commentCount === 1 ? 'comment' : 'comments'} will be deleted too. `}
            This action cannot be undone.
          </p>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="secondary" onClick={onCancel} disabled={isDeleting} autoFocus>
              Cancel
            </Button>
            <Button variant="danger" onClick={onConfirm} disabled={isDeleting}>
              {isDeleting ? 'Deleting...' : 'Delete'}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  )
}
