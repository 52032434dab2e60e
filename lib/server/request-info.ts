import 'server-only'

/**
 * The caller's address for rate limiting. Behind a host's proxy (Vercel, a load balancer, or
 * `next start`, which adds the socket address itself) the right-most x-forwarded-for entry is the
 * one the nearest trusted hop wrote; entries to its left can be forged by the client.
 */
export function clientAddress(headers: Pick<Headers, 'get'>): string {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded?.split(',').map((part) => part.trim()).filter(Boolean).at(-1)
  return last ?? headers.get('x-real-ip') ?? 'unknown'
}
