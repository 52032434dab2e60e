import 'server-only'

/**
 * The caller's address for rate limiting: the right-most x-forwarded-for entry, the one the nearest
 * trusted hop wrote (Vercel's edge, a reverse proxy with TRUST_PROXY=1, or scripts/serve.mjs itself,
 * which replaces a client's own header with the socket's address); entries to its left can be forged.
 */
export function clientAddress(headers: Pick<Headers, 'get'>): string {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded?.split(',').map((part) => part.trim()).filter(Boolean).at(-1)
  return last ?? headers.get('x-real-ip') ?? 'unknown'
}
