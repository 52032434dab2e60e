// The request id and the loggable path for scripts/serve.mjs, which runs outside Next's bundle and
// so cannot import lib/request-log.ts. Same rules; tests/unit/request-log.test.ts keeps them in step.
import { randomUUID } from 'node:crypto'

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const TOKEN_LIKE = /^[A-Za-z0-9_-]{32,}$/

/** A well-formed incoming id is kept (to follow a request across a proxy); anything else is replaced. */
export function requestIdFrom(incoming) {
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

/** Path only, token-like segments replaced: query strings carry reset tokens and search terms, and one API path a reset token. */
export function loggablePath(url = '/') {
  const path = url.split(/[?#]/, 1)[0] || '/'
  return path
    .split('/')
    .map((segment) => (TOKEN_LIKE.test(segment) && !UUID.test(segment) ? '[redacted]' : segment))
    .join('/')
    .slice(0, 300)
}
