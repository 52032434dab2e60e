import 'server-only'
import { revalidateTag } from 'next/cache'

/*
 * Public pages (home, directory, therapist pages, blog) are cached HTML built from 'use cache' reads
 * tagged here. Every write that changes what they show expires the matching tags, in the same request.
 *
 * Each server instance keeps its own Next cache: a change made on one instance reaches the others
 * when their entries revalidate (PUBLIC_CACHE_LIFE below). Nothing that decides access or money is
 * read from this cache: booking, payment and every private page read Postgres directly.
 */
export const CACHE_TAGS = {
  /** The directory, home cards, sitemap: any therapist's public fields, verification or block. */
  therapists: 'therapists',
  therapist: (therapistId: string) => `therapist:${therapistId}`,
  /** A therapist's open hours (home Available/Unavailable, the booking widget's public read). */
  availability: (therapistId: string) => `availability:${therapistId}`,
  /**
   * Any therapist's free hours: the directory's cards show each one's next free hour, and its
   * availability filter and soonest sort choose and order by them (expired with every availability tag).
   */
  freeHours: 'free-hours',
  /** The blog list, home cards, sitemap: any post created, edited or deleted, comment counts. */
  posts: 'blog-posts',
  post: (postId: string) => `blog-post:${postId}`,
} as const

/** How long a cached public read is served before it is rebuilt in the background (seconds). */
export const PUBLIC_CACHE_LIFE = { stale: 60, revalidate: 60, expire: 3600 } as const

/**
 * Expires tags at once, so the next request (from this user or anyone) rebuilds the page.
 * Works in server actions and route handlers alike.
 */
export function expireTags(...tags: string[]) {
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
}
