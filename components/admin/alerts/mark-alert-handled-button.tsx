'use client'

import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useRefreshingPost } from '../use-refreshing-post'

/** Mark handled, after a confirmation: POST admin/payment-alerts/{id}/handle, then the list reads again (a 404 or 409 too). */
export function MarkAlertHandledButton({ alertId, describedById }: { alertId: string; describedById: string }) {
  const [open, setOpen] = useState(false)
  const { post, isSending, isRefreshing } = useRefreshingPost()

  async function confirm() {
    await post(`/api/v1/admin/payment-alerts/${alertId}/handle`, {}, {
      failed: () => setOpen(false),
      done: () => setOpen(false),
      successText: 'Alert marked handled.',
      failureText: 'Failed to mark the alert handled',
    })
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} disabled={isSending || isRefreshing} aria-describedby={describedById}>
        Mark handled
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Mark this alert handled?"
        onConfirm={confirm}
        busy={isSending}
        confirmLabel="Yes, mark handled"
        busyLabel="Saving..."
        stacked
      >
        <p className="leading-relaxed text-ink-muted">It leaves the list; the audit log records that you handled it.</p>
      </ConfirmDialog>
    </>
  )
}
