import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { BLOG_PAGE_SIZE, type BlogPostDetail, type BlogPostPage } from '@/lib/validation/blog'
import { postPageQuerySchema } from '@/lib/validation/comment'
import { CACHE_TAGS, PUBLIC_CACHE_LIFE } from '../cache/public-cache'
import { findPost } from './find-post'
import { listPosts } from './list-posts'

/*
 * Cached reads for the public blog pages (the same HTML for everyone). The uncached use cases
 * (listPosts, findPost) are what tests and the API call; these thin wrappers add the cache. Anyone can
 * post a 'use cache' function's id as a server action with any arguments (docs/security.md): the page
 * bounds are read again here, as the API reads them.
 */

/** A page of the blog list; expired by CACHE_TAGS.posts (any post or comment written). */
export async function getCachedPostPage(offset: number, limit: number): Promise<BlogPostPage> {
  'use cache'
  cacheTag(CACHE_TAGS.posts)
  cacheLife(PUBLIC_CACHE_LIFE)
  const page = postPageQuerySchema.safeParse({ offset, limit })
  return listPosts(page.success ? page.data : { offset: 0, limit: BLOG_PAGE_SIZE })
}

/** A post with its comments; expired by CACHE_TAGS.post(id). */
export async function getCachedPost(postId: string): Promise<BlogPostDetail | null> {
  'use cache'
  cacheTag(CACHE_TAGS.post(postId))
  cacheLife(PUBLIC_CACHE_LIFE)
  return findPost({ postId })
}

/** The tags a comment written or deleted on a post makes stale: the post page, the list's counts. */
export function blogCacheTags(postId: string): string[] {
  return [CACHE_TAGS.post(postId), CACHE_TAGS.posts]
}
