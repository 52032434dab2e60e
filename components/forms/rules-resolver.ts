import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'

/**
 * A react-hook-form resolver over a plain function that returns each field's first problem. Forms on
 * a new visitor's way to a booking (login, sign-up, the waitlist) check their rules this way rather
 * than with zodResolver, so those pages do not load zod (issue 24); the server parses again with zod.
 */
export function rulesResolver<Values extends FieldValues>(problems: (values: Values) => Partial<Record<string, string>>): Resolver<Values> {
  return (values) => {
    const found = Object.entries(problems(values)).filter((entry): entry is [string, string] => entry[1] !== undefined)
    if (found.length === 0) return { values, errors: {} }
    const errors = Object.fromEntries(found.map(([name, message]) => [name, { type: 'rule', message }]))
    return { values: {}, errors: errors as FieldErrors<Values> }
  }
}
