'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition, type ReactNode } from 'react'
import { Button, type ButtonVariant } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { notify } from '@/components/ui/notify'
import type { ActionResult } from '@/lib/action-result'

type ConfirmActionProps<I> = {
  /** A server action of the page and its input (plain data: it crosses to the server). */
  action: (input: I) => Promise<ActionResult<unknown>>
  input: I
  label: string
  title: string
  /** What will happen, in plain words. */
  children: ReactNode
  confirmLabel: string
  busyLabel: string
  /** The confirm button's look; `danger` also outlines the opening button in red. */
  variant?: ButtonVariant
  /** Filled (default) or outlined opening button: a block is undone easily, a delete is not. */
  triggerStyle?: 'filled' | 'outline'
}

/**
 * A button that asks first (spec 4: block, unblock and delete go through a confirmation dialog),
 * then runs the server action, shows its message as a notice and re-renders the page with the new
 * state (router.refresh, instead of the spec's reload 1.5 s later).
 */
export function ConfirmAction<I>({ action, input, label, title, children, confirmLabel, busyLabel, variant = 'primary', triggerStyle = 'filled' }: ConfirmActionProps<I>) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [isRunning, setRunning] = useState(false)
  const [isRefreshing, startRefresh] = useTransition()

  async function confirm() {
    setRunning(true)
    try {
      const result = await action(input)
      if (!result.ok) {
        notify.error(result.message)
        return
      }
      if (result.message) notify.success(result.message)
      setOpen(false)
      startRefresh(() => router.refresh())
    } catch {
      notify.error('An unexpected error occurred.')
    } finally {
      setRunning(false)
    }
  }

  return (
    <>
      <Button
        variant={triggerStyle === 'outline' ? 'secondary' : variant}
        className={triggerStyle === 'outline' && variant === 'danger' ? 'border-red-700 text-red-800 hover:bg-red-50' : undefined}
        onClick={() => setOpen(true)}
        disabled={isRunning || isRefreshing}
      >
        {label}
      </Button>
      <Dialog open={open} onClose={() => !isRunning && setOpen(false)} title={title}>
        <div className="space-y-3 leading-relaxed text-ink-muted">{children}</div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={isRunning} autoFocus>
            Cancel
          </Button>
          <Button variant={variant === 'danger' ? 'danger' : 'primary'} onClick={confirm} disabled={isRunning}>
            {isRunning ? busyLabel : confirmLabel}
          </Button>
        </div>
      </Dialog>
    </>
  )
}
