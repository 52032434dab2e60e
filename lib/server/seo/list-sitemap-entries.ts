import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { db } from '../db'
import { PUBLIC_THERAPIST_WHERE } from '../therapists/public-therapist'
import { CACHE_TAGS, PUBLIC_CACHE_LIFE } from '../cache/public-cache'

export type SitemapEntry = { path: string; lastModified?: Date }

const STATIC_PATHS = ['/', '/about-page', '/contact', '/therapists', '/find-a-therapist', '/our-blog', '/get-help-now', '/privacy', '/terms', '/api-docs'] as const

/** Every public page: the fixed ones, each listed therapist and each blog post. */
export async function listSitemapEntries(): Promise<SitemapEntry[]> {
  const [therapists, posts] = await Promise.all([
    db.therapistProfile.findMany({
      where: PUBLIC_THERAPIST_WHERE,
      orderBy: { userId: 'asc' },
      select: { userId: true, updatedAt: true },
    }),
    db.blogPost.findMany({ orderBy: { createdAt: 'desc' }, select: { id: true, updatedAt: true } }),
  ])
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...therapists.map((t) => ({ path: `/one-therapist/${t.userId}`, lastModified: t.updatedAt })),
    ...posts.map((p) => ({ path: `/blog-post-detail/${p.id}`, lastModified: p.updatedAt })),
  ]
}

export async function getSitemapEntries(): Promise<SitemapEntry[]> {
  'use cache'
  cacheLife(PUBLIC_CACHE_LIFE)
  cacheTag(CACHE_TAGS.therapists, CACHE_TAGS.posts)
  return listSitemapEntries()
}
