import 'server-only'
import { db, Prisma, readRows } from '../db'

/*
 * A sliding-window rate limiter on the RateLimitEvent table, shared by every app instance
 * (docs/decisions/007-email-and-rate-limits.md). Each allowed call is one row; a call is allowed
 * while fewer than `limit` rows of its bucket and key are younger than the window.
 *
 * Correct under concurrency: the count and the insert run in one database call (the function
 * consume_rate_limit, decision 048) that first takes a transaction-scoped advisory lock on
 * (bucket, key), so two instances can never both see "limit - 1" and both insert. The lock is
 * released when the call ends; other keys never wait.
 * Time is PostgreSQL's clock, so instances with drifting clocks still agree.
 */

/** The longest window allowed: rows older than this are pruned for every bucket. */
export const MAX_RATE_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000
/** How often (1 call in N) a call also prunes expired rows of every key. */
const GLOBAL_PRUNE_EVERY = 100
const GLOBAL_PRUNE_BATCH = 5000

export type RateLimitRule = {
  /** What is limited, e.g. 'contact:ip' or 'password-reset:email'. */
  bucket: string
  /** Who is limited within the bucket: an address, an email, or 'all' for a global cap. */
  key: string
  /** Calls allowed within the window. */
  limit: number
  windowMs: number
}

export type RateLimitDecision = {
  allowed: boolean
  /** 0 when allowed; otherwise seconds until the oldest counted call leaves the window (at least 1). */
  retryAfterSeconds: number
  /** Calls still allowed in the window after this one. */
  remaining: number
}

type WindowRow = { count: number; oldest: Date | null; now: Date }

/** Counts this call against the rule when it is allowed; a refused call is not counted. */
export async function consumeRateLimit(rule: RateLimitRule): Promise<RateLimitDecision> {
  const { bucket, key, limit, windowMs } = rule
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`Rate limit "${bucket}": limit must be a positive integer`)
  if (!Number.isInteger(windowMs) || windowMs < 1 || windowMs > MAX_RATE_LIMIT_WINDOW_MS)
    throw new Error(`Rate limit "${bucket}": windowMs must be between 1 and ${MAX_RATE_LIMIT_WINDOW_MS}`)

  // One round trip: the lock, the pruning, the count and the insert run in the database function
  // consume_rate_limit (decision 048), which counts this call only when it is under the limit.
  const [row] = await readRows<WindowRow>(Prisma.sql`
    SELECT "count", "oldest", "now" FROM consume_rate_limit(${bucket}, ${key}, ${limit}::integer, ${windowMs / 1000}::float8)`)
  const { count, oldest, now } = row!
  let decision: RateLimitDecision
  if (count >= limit) {
    const waitMs = (oldest ?? now).getTime() + windowMs - now.getTime()
    decision = { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), remaining: 0 }
  } else decision = { allowed: true, retryAfterSeconds: 0, remaining: limit - count - 1 }

  if (Math.random() < 1 / GLOBAL_PRUNE_EVERY) await pruneExpiredEvents()
  return decision
}

/** Drops rows older than the longest window, of keys that were never seen again (bounded batch). */
export async function pruneExpiredEvents(): Promise<number> {
  return db.$executeRaw`
    DELETE FROM "RateLimitEvent" WHERE "id" IN (
      SELECT "id" FROM "RateLimitEvent"
      WHERE "createdAt" < clock_timestamp() - make_interval(secs => ${MAX_RATE_LIMIT_WINDOW_MS / 1000}::float8)
      LIMIT ${GLOBAL_PRUNE_BATCH}
    )`
}
