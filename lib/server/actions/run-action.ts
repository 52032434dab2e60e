import 'server-only'
import { z } from 'zod'
import type { ActionResult } from '@/lib/action-result'
import { describeFailure, isAppError, validationError } from '../errors'
import { assertStorableText } from '../storable-text'

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
    assertStorableText(input)
    const parsed = schema.safeParse(input)
    if (!parsed.success) throw validationError(parsed.error)
    return { ok: true, ...(await perform(parsed.data)) }
  } catch (error) {
    // next/navigation's redirect() and notFound() work by throwing: let them through.
    if (typeof error === 'object' && error && 'digest' in error) throw error
    const { message, fieldErrors, data } = describeFailure(error, 'action')
    return { ok: false, message, ...(fieldErrors ? { fieldErrors } : {}), ...(isAppError(error) ? { code: error.code } : {}), ...(data ? { data } : {}) }
  }
}
