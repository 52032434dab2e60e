'use client'

import { useRef, useState, type ReactNode } from 'react'
import { notify } from '@/components/ui/notify'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { BLOG_PAGE_SIZE, type BlogPostPage, type BlogPostSummary } from '@/lib/validation/blog'
import { BLOG_TOAST_MS } from './toast'
import { PostCard } from './post-card'

type PostGridProps = {
  /** The first cards, rendered on the server (they are in the cached HTML). */
  children: ReactNode
  initialIds: string[]
  nextOffset: number | null
}

/**
 * The blog grid and its Load More Articles button: each click asks the API for the next
 * 6 posts; the button goes away once every post is shown. Cards from the server stay as they are.
 */
export function PostGrid({ children, initialIds, nextOffset: firstOffset }: PostGridProps) {
  const [more, setMore] = useState<BlogPostSummary[]>([])
  const [nextOffset, setNextOffset] = useState(firstOffset)
  const [isLoading, setLoading] = useState(false)
  const listRef = useRef<HTMLUListElement>(null)

  async function loadMore() {
    if (nextOffset === null || isLoading) return
    setLoading(true)
    try {
      const response = await fetch(`/api/v1/user/all-blogPost?offset=${nextOffset}&limit=${BLOG_PAGE_SIZE}`)
      const body = (await response.json()) as Partial<BlogPostPage> & { message?: string }
      if (!response.ok || !body.data) throw new Error(body.message ?? 'Failed to load more articles')
      // The first cards come from a cached page: skip a post shown already if one was added since.
      const shown = new Set([...initialIds, ...more.map((post) => post._id)])
      const added = body.data.filter((post) => !shown.has(post._id))
      const firstNew = listRef.current?.children.length ?? 0
      setMore((current) => [...current, ...added])
      setNextOffset(body.hasMore ? (body.nextOffset ?? null) : null)
      // Keyboard and screen-reader users continue from the first new card.
      requestAnimationFrame(() => listRef.current?.children[firstNew]?.querySelector('a')?.focus())
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Failed to load more articles', { duration: BLOG_TOAST_MS })
    } finally {
      setLoading(false)
    }
  }

  return (
    <>
      <ul ref={listRef} className="grid grid-cols-[repeat(auto-fill,minmax(min(350px,100%),1fr))] gap-6 lg:gap-8" data-testid="post-grid">
        {children}
        {more.map((post) => (
          <li key={post._id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      {nextOffset !== null && (
        <div className="mt-12 flex justify-center">
          <Button size="lg" variant="secondary" onClick={loadMore} disabled={isLoading} aria-busy={isLoading}>
            {isLoading && <Spinner label="Loading more articles" className="[&>span:first-child]:size-5" />}
            Load More Articles
          </Button>
        </div>
      )}
    </>
  )
}
