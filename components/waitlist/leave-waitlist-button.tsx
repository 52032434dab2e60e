'use client'

import { useState } from 'react'
import { useRefreshingAction } from '@/components/forms/use-refreshing-action'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { ServerAction } from '@/lib/action-result'
import { WAITLIST_LEFT } from '@/lib/validation/waitlist-form'

type Props = {
  entryId: string
  /** "Dr Ngozi Umeh, Mon, Dec 28, 2026": which wait, for the button's name and the question. */
  description: string
  /** The page's leave action, given the entry's id. */
  action: ServerAction<string>
}

/** Leave, after a confirmation; the list the server renders again no longer has the wait. */
export function LeaveWaitlistButton({ entryId, description, action }: Props) {
  const [open, setOpen] = useState(false)
  const { run, isRunning, isRefreshing } = useRefreshingAction()
  const close = () => setOpen(false)
  // Closed on a refusal too: a toast under the modal's backdrop would be dimmed and out of reach.
  const confirm = () => run(() => action(entryId), { done: close, failed: close, successText: WAITLIST_LEFT })
  return (
    <>
      <Button variant="secondary" size="sm" className="w-full sm:w-auto" onClick={() => setOpen(true)} disabled={isRunning || isRefreshing} aria-label={`Leave the waitlist: ${description}`}>
        Leave
      </Button>
      <ConfirmDialog open={open} onClose={close} title="Leave this waitlist?" onConfirm={confirm} busy={isRunning} confirmLabel="Leave waitlist" busyLabel="Leaving..." cancelLabel="Stay on it" stacked>
        <p className="leading-relaxed text-ink-muted">You will no longer hear when an hour frees up ({description}).</p>
      </ConfirmDialog>
    </>
  )
}
