'use client'

import { useState, type ReactNode } from 'react'
import { useRefreshingAction } from '@/components/forms/use-refreshing-action'
import { Button, type ButtonVariant } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
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
 * A button that asks first (block, unblock and delete go through a confirmation dialog),
 * then runs the server action, shows its message as a notice and re-renders the page with the new
 * state (router.refresh, instead of the spec's reload 1.5 s later).
 */
export function ConfirmAction<I>({ action, input, label, title, children, confirmLabel, busyLabel, variant = 'primary', triggerStyle = 'filled' }: ConfirmActionProps<I>) {
  const [open, setOpen] = useState(false)
  const { run, isRunning, isRefreshing } = useRefreshingAction()

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
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        onConfirm={() => run(() => action(input), { done: () => setOpen(false) })}
        busy={isRunning}
        confirmLabel={confirmLabel}
        busyLabel={busyLabel}
        danger={variant === 'danger'}
        stacked
      >
        <div className="space-y-3 leading-relaxed text-ink-muted">{children}</div>
      </ConfirmDialog>
    </>
  )
}
