import 'server-only'
import { db } from '../db'
import { AppError } from '../errors'

/*
 * A light brake on comment posting, per user: each attempt is a RateLimitEvent row, so a
 * post-and-delete loop (which would also keep expiring the cached blog pages) counts too.
 * Kept here rather than in a shared limiter; move it there once one exists.
 */
export const COMMENT_LIMIT = { max: 10, windowMs: 10 * 60_000 } as const
const BUCKET = 'blog-comment'

export async function assertCanComment({ userId, now = new Date() }: { userId: string; now?: Date }): Promise<void> {
  const since = new Date(now.getTime() - COMMENT_LIMIT.windowMs)
  const recent = await db.rateLimitEvent.count({ where: { bucket: BUCKET, key: userId, createdAt: { gt: since } } })
  if (recent >= COMMENT_LIMIT.max) throw new AppError('RATE_LIMITED', 'You are commenting too quickly. Please wait a few minutes and try again.')
  await db.rateLimitEvent.create({ data: { bucket: BUCKET, key: userId, createdAt: now } })
}
