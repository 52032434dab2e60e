import 'server-only'
import { BLOG_PAGE_SIZE, type BlogPostPage } from '@/lib/validation/blog'
import { db } from '../db'
import { POST_SUMMARY_SELECT, toPostSummary } from './post-dto'

/**
 * One page of the blog, newest first. The id breaks ties between posts created in the same
 * millisecond, so pages never overlap or skip a post while nothing is written in between.
 * One extra row tells whether another page exists, without a count(*) over every post.
 */
export async function listPosts({ offset = 0, limit = BLOG_PAGE_SIZE }: { offset?: number; limit?: number } = {}): Promise<BlogPostPage> {
  const rows = await db.blogPost.findMany({
    select: POST_SUMMARY_SELECT,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: offset,
    take: limit + 1,
  })
  const hasMore = rows.length > limit
  const data = rows.slice(0, limit).map(toPostSummary)
  return { data, hasMore, nextOffset: hasMore ? offset + data.length : null }
}
