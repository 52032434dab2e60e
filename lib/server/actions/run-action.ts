import 'server-only'
import { z } from 'zod'
import type { ActionResult } from '@/lib/action-result'
import { validationError } from '../api/respond'
import { isAppError, isDatabaseUnavailable } from '../errors'

/**
 * The body of every server action: parse the input with the shared zod schema, run the use case,
 * and turn failures into an ActionResult. Unexpected causes are logged, never sent to the browser.
 */
export async function runAction<S extends z.ZodType, T>(
  schema: S,
  input: unknown,
  perform: (data: z.output<S>) => Promise<{ message?: string; data?: T }>,
): Promise<ActionResult<T>> {
  try {
    const parsed = schema.safeParse(input)
    if (!parsed.success) throw validationError(parsed.error)
    const result = await perform(parsed.data)
    return { ok: true, ...result }
  } catch (error) {
    if (isAppError(error)) return { ok: false, message: error.message, fieldErrors: error.fieldErrors }
    if (isDatabaseUnavailable(error)) {
      console.error('[action] database unavailable', error)
      return { ok: false, message: 'The service is temporarily unavailable. Please try again shortly.' }
    }
    // next/navigation's redirect() and notFound() work by throwing: let them through.
    if (typeof error === 'object' && error && 'digest' in error) throw error
    console.error('[action] unexpected error', error)
    return { ok: false, message: 'An unexpected error occurred.' }
  }
}
