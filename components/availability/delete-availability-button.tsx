'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { notify } from '@/components/ui/notify'
import type { ServerAction } from '@/lib/action-result'

type Props = {
  availabilityId: string
  dateLabel: string
  /** The id of the visible text saying why this date cannot be deleted (booked hours); the button is then disabled and described by it. */
  blockedReasonId?: string
  /** The page's delete action, given the availability's id. */
  action: ServerAction<string>
}

/** Delete with spec 4's confirmation: Are you sure? / This availability will be deleted permanently. */
export function DeleteAvailabilityButton({ availabilityId, dateLabel, blockedReasonId, action }: Props) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [isDeleting, setIsDeleting] = useState(false)
  const [isRefreshing, startRefresh] = useTransition()

  async function confirm() {
    setIsDeleting(true)
    try {
      const result = await action(availabilityId)
      if (!result.ok) {
        // Closed first: a toast under the modal's backdrop would be dimmed and out of reach.
        setOpen(false)
        notify.error(result.message)
        return
      }
      notify.success(result.message ?? 'Availability deleted successfully')
      setOpen(false)
      // The row goes from the list the server renders again.
      startRefresh(() => router.refresh())
    } catch {
      notify.error('An unexpected error occurred.')
    } finally {
      setIsDeleting(false)
    }
  }

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
      <Dialog open={open} onClose={() => !isDeleting && setOpen(false)} title="Are you sure?">
        <p className="leading-relaxed text-ink-muted">This availability will be deleted permanently.</p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={isDeleting} autoFocus>
            Close
          </Button>
          <Button variant="danger" onClick={confirm} disabled={isDeleting}>
            {isDeleting ? 'Deleting...' : "Yes, I'm Sure"}
          </Button>
        </div>
      </Dialog>
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
