import 'server-only'
import type { z } from 'zod'
import { formTextValues } from '@/lib/validation/therapist'

/*
 * How a server action's arguments become the input its schema parses. Most actions take one JSON
 * argument, the input itself: pass the schema as it is. Two other shapes exist:
 * - multipart(schema): one FormData argument (a form with a file); its text fields are the input and
 *   the form itself reaches the action's body, which reads the file after the session check;
 * - boundId(input): an id comes first (`(id, input)`, the page's or the component's); the body gets it
 *   as `id`, a string, and the use case finds the row again (an unknown id is its 404, as in the API).
 */

const READER = Symbol('action input')

export type ActionInput<S extends z.ZodType, Args extends unknown[], Extra extends object> = {
  readonly [READER]: true
  readonly schema: S
  /** The value the schema parses, and what else the body receives. Never throws. */
  read(args: Args): { values: unknown; extra: Extra }
}

// `read` is a method, so any reader's arguments fit here (each wrapper infers the exact types).
type SomeReader = ActionInput<z.ZodType, unknown[], object>
export type AnyActionInput = z.ZodType | SomeReader

export type SchemaOf<I> = I extends ActionInput<infer S, unknown[], object> ? S : I extends z.ZodType ? I : never
/** The action's parameters. A JSON action's input is `unknown`: anyone may post anything to an action. */
export type ArgsOf<I> = I extends ActionInput<z.ZodType, infer A, object> ? A : I extends z.ZodType ? [input: unknown] : never
/** What the body receives besides the session and the input (`form`, `id`). */
export type ExtraOf<I> = I extends ActionInput<z.ZodType, unknown[], infer X> ? X : object

const isReader = (input: AnyActionInput): input is SomeReader => READER in input

/** The reader of any action input: a bare schema reads the first argument as it is. */
export function toReader(input: AnyActionInput): SomeReader {
  return isReader(input) ? input : { [READER]: true, schema: input, read: ([values]) => ({ values, extra: {} }) }
}

/** A multipart form: its text fields through the schema, the form itself to the body (for its files). */
export function multipart<S extends z.ZodType>(schema: S): ActionInput<S, [form: FormData], { form: FormData }> {
  return {
    [READER]: true,
    schema,
    // Anything but FormData (a hand-made call) simply fails validation.
    read: ([form]) => (form instanceof FormData ? { values: formTextValues(form), extra: { form } } : { values: null, extra: { form: new FormData() } }),
  }
}

/** An id before the input (`(id, input)`), handed to the body as a string. */
export function boundId<I extends AnyActionInput>(input: I): ActionInput<SchemaOf<I>, [id: string, ...ArgsOf<I>], ExtraOf<I> & { id: string }> {
  const reader = toReader(input)
  return {
    [READER]: true,
    schema: reader.schema as SchemaOf<I>,
    read: ([id, ...rest]) => {
      const { values, extra } = reader.read(rest)
      return { values, extra: { ...(extra as ExtraOf<I>), id: String(id) } }
    },
  }
}

/**
 * A form's action through React's useActionState, `(previousState, form)`: the form's text fields are
 * the input, the previous state is ignored. The form then works before (or without) the page's
 * JavaScript, and its fields never reach a URL.
 */
export function formState<S extends z.ZodType>(schema: S): ActionInput<S, [previous: unknown, form: FormData], object> {
  return {
    [READER]: true,
    schema,
    read: ([, form]) => ({ values: form instanceof FormData ? formTextValues(form) : null, extra: {} }),
  }
}
