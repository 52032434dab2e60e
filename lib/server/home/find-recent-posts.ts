import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { db } from '../db'
import { CACHE_TAGS, PUBLIC_CACHE_LIFE } from '../cache/public-cache'

export const RECENT_POST_COUNT = 3

export type RecentPostCard = { id: string; title: string; imageUrl: string | null }

/** The home page's "Recent Blog Posts": the latest posts, newest first. */
export async function findRecentPosts(): Promise<RecentPostCard[]> {
  const posts = await db.blogPost.findMany({
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: RECENT_POST_COUNT,
    select: { id: true, title: true, image: { select: { url: true } } },
  })
  return posts.map((post) => ({ id: post.id, title: post.title, imageUrl: post.image?.url ?? null }))
}

export async function getRecentPosts(): Promise<RecentPostCard[]> {
  'use cache'
  cacheLife(PUBLIC_CACHE_LIFE)
  cacheTag(CACHE_TAGS.posts)
  return findRecentPosts()
}
