'use client'

import { useRefreshingAction } from '@/components/forms/use-refreshing-action'
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button'
import type { ActionResult } from '@/lib/action-result'

type ActionButtonProps<I> = {
  action: (input: I) => Promise<ActionResult<unknown>>
  input: I
  label: string
  busyLabel: string
  variant?: ButtonVariant
  size?: ButtonSize
  /** The accessible name when several buttons share a label (Approve on each document). */
  ariaLabel?: string
}

/** A button that runs a server action at once (no dialog: nothing is lost by it), then refreshes the page. */
export function ActionButton<I>({ action, input, label, busyLabel, variant = 'primary', size = 'sm', ariaLabel }: ActionButtonProps<I>) {
  const { run, isRunning, isRefreshing } = useRefreshingAction()
  return (
    <Button variant={variant} size={size} onClick={() => run(() => action(input))} disabled={isRunning || isRefreshing} aria-label={ariaLabel}>
      {isRunning ? busyLabel : label}
    </Button>
  )
}
