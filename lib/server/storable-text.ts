import 'server-only'
import { AppError } from './errors'

/*
 * PostgreSQL cannot store the NUL character (U+0000) in text: a value carrying one fails the query,
 * which would answer 500 and log an error for what is only bad input. Every body the app reads
 * (JSON, server action arguments, multipart fields) is checked once here, so no use case has to.
 */
export const NUL_MESSAGE = 'The request contains a character that cannot be stored.'

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 32 || value === null || typeof value !== 'object') return false
  if (typeof FormData !== 'undefined' && value instanceof FormData) {
    for (const [name, entry] of value.entries()) if (name.includes('\u0000') || (typeof entry === 'string' && entry.includes('\u0000'))) return true
    return false
  }
  for (const [key, entry] of Object.entries(value)) if (key.includes('\u0000') || hasNul(entry, depth + 1)) return true
  return false
}

/** 400 (VALIDATION) when any string in the input, at any depth, holds a NUL character. */
export function assertStorableText(input: unknown): void {
  if (hasNul(input)) throw new AppError('VALIDATION', NUL_MESSAGE)
}

/** For search terms from a URL: control characters (NUL included) become spaces. */
export const withoutControlCharacters = (text: string) => text.replace(/[\u0000-\u001f\u007f]/g, ' ')
