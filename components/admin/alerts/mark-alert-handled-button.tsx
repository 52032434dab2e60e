'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { notify } from '@/components/ui/notify'
import { postJson } from '../post-json'

/** Mark handled, after a confirmation: POST admin/payment-alerts/{id}/handle, then the list reads again. */
export function MarkAlertHandledButton({ alertId, describedById }: { alertId: string; describedById: string }) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [isSending, setSending] = useState(false)
  const [isRefreshing, startRefresh] = useTransition()

  async function confirm() {
    setSending(true)
    try {
      const answer = await postJson(`/api/v1/admin/payment-alerts/${alertId}/handle`, {})
      if (answer.ok) notify.success(answer.message ?? 'Alert marked handled.')
      else notify.error(answer.message ?? 'Failed to mark the alert handled')
      setOpen(false)
      startRefresh(() => router.refresh())
    } catch {
      notify.error('An unexpected error occurred.')
    } finally {
      setSending(false)
    }
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
