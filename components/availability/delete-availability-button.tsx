'use client'

import { useState } from 'react'
import { useRefreshingAction } from '@/components/forms/use-refreshing-action'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { ServerAction } from '@/lib/action-result'

type Props = {
  availabilityId: string
  dateLabel: string
  /** The id of the visible text saying why this date cannot be deleted (booked hours); the button is then disabled and described by it. */
  blockedReasonId?: string
  /** The page's delete action, given the availability's id. */
  action: ServerAction<string>
}

/** Delete, confirmed first: Are you sure? / This availability will be deleted permanently. */
export function DeleteAvailabilityButton({ availabilityId, dateLabel, blockedReasonId, action }: Props) {
  const [open, setOpen] = useState(false)
  const { run, isRunning: isDeleting, isRefreshing } = useRefreshingAction()
  const close = () => setOpen(false)

  // Closed on a refusal too: a toast under the modal's backdrop would be dimmed and out of reach. On
  // success the row goes from the list the server renders again.
  const confirm = () => run(() => action(availabilityId), { done: close, failed: close, successText: 'Availability deleted successfully' })

  if (blockedReasonId) {
    return (
      <Button variant="ghost" size="sm" disabled aria-label={`Delete ${dateLabel}`} aria-describedby={blockedReasonId}>
        <TrashIcon />
        <span className="hidden sm:inline">Delete</span>
      </Button>
    )
  }

  return (
    <>
      <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => setOpen(true)} disabled={isDeleting || isRefreshing} aria-label={`Delete ${dateLabel}`}>
        <TrashIcon />
        <span className="hidden sm:inline">Delete</span>
      </Button>
      <ConfirmDialog open={open} onClose={close} title="Are you sure?" onConfirm={confirm} busy={isDeleting} confirmLabel="Yes, I'm Sure" busyLabel="Deleting..." cancelLabel="Close" danger>
        <p className="leading-relaxed text-ink-muted">This availability will be deleted permanently.</p>
      </ConfirmDialog>
    </>
  )
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="M4 6h12M8 6V4h4v2m-6 0 .7 10h6.6L14 6M8.5 9v4.5M11.5 9v4.5" />
    </svg>
  )
}
