import 'server-only'
import { lagosDateKey } from '@/lib/time'
import { clientAddress } from '../request-info'
import { db } from '../db'
import { AppError } from '../errors'
import { findPostId, POST_NOT_FOUND } from './find-post-id'
import { visitorHash } from './visitor-hash'

/**
 * Counts a view once per visitor per post per Lagos day (a refresh is not a new view). The
 * BlogPostView primary key decides: the insert is skipped when the row exists, and the counter
 * moves only when a row was inserted, in the same transaction. The cached page is left alone:
 * views are not shown on it.
 */
export async function countPostView({ postId, visitor, at = new Date() }: { postId: string; visitor: string; at?: Date }): Promise<{ counted: boolean }> {
  const id = await findPostId(postId)
  if (!id) throw new AppError('NOT_FOUND', POST_NOT_FOUND)
  const day = new Date(`${lagosDateKey(at)}T00:00:00.000Z`)
  return db.$transaction(async (tx) => {
    const { count } = await tx.blogPostView.createMany({ data: [{ postId: id, visitorHash: visitor, day }], skipDuplicates: true })
    if (count === 0) return { counted: false }
    await tx.blogPost.update({ where: { id }, data: { views: { increment: 1 } } })
    return { counted: true }
  })
}

/** The visitor of a request: HMAC of the day, the client address and the user agent. */
export function requestVisitor(headers: Pick<Headers, 'get'>, at = new Date()): string {
  return visitorHash({ day: lagosDateKey(at), address: clientAddress(headers), userAgent: headers.get('user-agent') ?? '' })
}
