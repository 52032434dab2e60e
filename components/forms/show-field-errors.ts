import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { notify } from '@/components/ui/notify'
import type { ActionResult } from '@/lib/action-result'

type Options = {
  /** The form's own fields, when the server may name others (a hidden token): those are left out. */
  fields?: readonly string[]
  /** Fields shown outside react-hook-form (a file input): each gets its first message its own way. */
  elsewhere?: Record<string, (message: string | undefined) => void>
}

/**
 * Puts a server action's field errors (ActionResult.fieldErrors) beside the form's fields, the first
 * message of each, the way the form's own zod check would have: the one loop every form shares.
 */
export function showFieldErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  fieldErrors: Record<string, string[]> | undefined,
  { fields, elsewhere = {} }: Options = {},
): void {
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    if (Object.hasOwn(elsewhere, field)) elsewhere[field]?.(messages[0])
    else if (!fields || fields.includes(field)) setError(field as Path<V>, { message: messages[0] })
  }
}

/**
 * A form's answer from its server action: when refused, the field errors go beside the fields and the
 * message into a notice, and this says true (the form stops there).
 */
export function showFailure<V extends FieldValues, T>(result: ActionResult<T>, setError: UseFormSetError<V>, options?: Options): result is Extract<ActionResult<T>, { ok: false }> {
  if (result.ok) return false
  showFieldErrors(setError, result.fieldErrors, options)
  notify.error(result.message)
  return true
}
