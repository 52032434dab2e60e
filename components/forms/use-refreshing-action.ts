'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { notify } from '@/components/ui/notify'
import type { ActionResult } from '@/lib/action-result'

type Failure = Extract<ActionResult<unknown>, { ok: false }>

type RunOptions = {
  /** After success, before the page is rendered again (close a dialog). */
  done?: () => void
  /** After a refusal, before its message is shown (close a dialog, show a field's error). */
  failed?: (result: Failure) => void
  /** The notice when the action answers no message of its own. */
  successText?: string
  /** False when `done` shows the new state itself and the page need not be rendered again. */
  refresh?: boolean
}

/**
 * Runs a server action from a button: its message as a notice (an error's too), then the page
 * rendered again by the server with the new state (router.refresh), unless `refresh: false`. One run at a time: `isRunning`
 * while the action runs, `isRefreshing` while the page is fetched again.
 */
export function useRefreshingAction() {
  const router = useRouter()
  const [isRunning, setRunning] = useState(false)
  const [isRefreshing, startRefresh] = useTransition()

  async function run(call: () => Promise<ActionResult<unknown>>, { done, failed, successText, refresh = true }: RunOptions = {}): Promise<void> {
    setRunning(true)
    try {
      const result = await call()
      if (!result.ok) {
        failed?.(result)
        notify.error(result.message)
        return
      }
      const message = result.message ?? successText
      if (message) notify.success(message)
      done?.()
      if (refresh) startRefresh(() => router.refresh())
    } catch {
      notify.error('An unexpected error occurred.')
    } finally {
      setRunning(false)
    }
  }

  return { run, isRunning, isRefreshing }
}
