import 'server-only'
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit'

/*
 * A light brake on comment posting, per user: a post-and-delete loop would also keep expiring the
 * cached blog pages, so every attempt counts.
 */
export const COMMENT_LIMIT = { max: 10, windowMs: 10 * 60_000 } as const

export async function assertCanComment({ userId }: { userId: string }): Promise<void> {
  await enforceRateLimit(
    { bucket: 'blog-comment', key: userId, limit: COMMENT_LIMIT.max, windowMs: COMMENT_LIMIT.windowMs },
    (retryIn) => `You are commenting too quickly. Please try again ${retryIn}.`,
  )
}
