'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button'
import { notify } from '@/components/ui/notify'
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
  const router = useRouter()
  const [isRunning, setRunning] = useState(false)
  const [isRefreshing, startRefresh] = useTransition()

  async function run() {
    setRunning(true)
    try {
      const result = await action(input)
      if (!result.ok) return notify.error(result.message)
      if (result.message) notify.success(result.message)
      startRefresh(() => router.refresh())
    } catch {
      notify.error('An unexpected error occurred.')
    } finally {
      setRunning(false)
    }
  }

  return (
    <Button variant={variant} size={size} onClick={run} disabled={isRunning || isRefreshing} aria-label={ariaLabel}>
      {isRunning ? busyLabel : label}
    </Button>
  )
}
