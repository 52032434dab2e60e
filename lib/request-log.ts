// What a log line may say about a request: its id and its path (docs/decisions/019). The production
// server (scripts/serve.mjs) applies the same rules in plain JavaScript (scripts/lib/request-log.mjs);
// tests/unit/request-log.test.ts keeps the two in step.

export const REQUEST_ID_HEADER = 'x-request-id'

/** An incoming id is kept only when it is a short plain token: it ends up in every log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/

export function isSafeRequestId(value: string | null | undefined): value is string {
  return typeof value === 'string' && SAFE_REQUEST_ID.test(value)
}

/** The incoming id when it is safe, otherwise a new random one. */
export function requestIdFrom(incoming: string | null | undefined): string {
  return isSafeRequestId(incoming) ? incoming : crypto.randomUUID()
}

/**
 * For proxy.ts on hosts that do not run scripts/serve.mjs (serverless): the request's id and a copy
 * of its headers carrying it. Pass them on with `NextResponse.next({ request: { headers } })` (or
 * `NextResponse.rewrite(url, { request: { headers } })`) so the page or action logs the same id, and
 * set `X-Request-Id` on the response. Behind serve.mjs the id it assigned is kept as it is.
 */
export function withRequestId(requestHeaders: Headers): { requestId: string; headers: Headers } {
  const requestId = requestIdFrom(requestHeaders.get(REQUEST_ID_HEADER))
  const headers = new Headers(requestHeaders)
  headers.set(REQUEST_ID_HEADER, requestId)
  return { requestId, headers }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
// A long run of token characters that is not a UUID: a password-reset token (43 base64url
// characters, part of the path of PUT /api/v1/patient/resetpassword/{token}) or anything like it.
const TOKEN_LIKE = /^[A-Za-z0-9_-]{32,}$/

/** A URL's path as it may be logged: no query string or fragment, token-like segments replaced. */
export function loggablePath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] || '/'
  return path
    .split('/')
    .map((segment) => (TOKEN_LIKE.test(segment) && !UUID.test(segment) ? '[redacted]' : segment))
    .join('/')
    .slice(0, 300)
}
