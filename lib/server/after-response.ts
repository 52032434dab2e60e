import 'server-only'
import { after } from 'next/server'
import { logError } from './log'

/**
 * Runs `task` after the response has been sent (Next's after(): the host keeps the function alive
 * for it), so a caller that must answer fast (a provider's webhook) is not kept waiting. Outside a
 * request (tests, scripts) there is no response to wait for, and the task runs before this returns.
 * Its failures are logged, never thrown: whatever it did not finish is picked up by a drain.
 */
export async function runAfterResponse(label: string, task: () => Promise<unknown>): Promise<void> {
  const guarded = () => task().catch((error: unknown) => logError(`${label} failed after the response`, error))
  try {
    after(guarded)
    return
  } catch {
    // after() throws outside a request scope: run it now.
  }
  await guarded()
}
