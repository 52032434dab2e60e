import 'server-only'
import { createHash, randomBytes } from 'node:crypto'

/*
 * Password reset tokens (docs/decisions/010-password-reset.md): 32 random bytes (256 bits) as
 * base64url, sent only inside the emailed link. The database keeps only their SHA-256, so a copy of
 * the table cannot reset anyone's password. A plain hash (no salt, no slow hash) is enough because
 * the token is random and long: there is nothing to guess from a dictionary.
 */

export const RESET_TOKEN_BYTES = 32
/** How long a link works: an hour is long enough to reach the inbox, short enough to limit a leak. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000
export const RESET_TOKEN_TTL_WORDS = '1 hour'
/** The page the link opens, under the product's own path (capital P). */
export const RESET_PAGE_PATH = '/reset-Password'

// 32 bytes are 43 base64url characters without padding.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export function createResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(RESET_TOKEN_BYTES).toString('base64url')
  return { token, tokenHash: hashResetToken(token) }
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** Anything else cannot be one of ours: refused without a database read. */
export function isWellFormedResetToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_SHAPE.test(token)
}

export function resetLink(appUrl: string, token: string): string {
  const url = new URL(RESET_PAGE_PATH, appUrl)
  url.searchParams.set('token', token)
  return url.toString()
}
