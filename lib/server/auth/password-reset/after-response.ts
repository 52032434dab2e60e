import 'server-only'
import { after } from 'next/server'

/**
 * Runs `task` once the response has been sent (next/server's after), so the answer's timing does
 * not depend on what the task finds or does. Outside a request (tests, scripts) there is no response
 * to wait for, and `after` throws: the task then runs before the promise resolves.
 */
export async function runAfterResponse(task: () => Promise<void>): Promise<void> {
  try {
    after(task)
  } catch {
    await task()
  }
}
