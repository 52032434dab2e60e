'use client'

import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type { PublicReview } from '@/lib/server/reviews/review-dto'
import { ReviewItem } from './review-item'

type Props = { therapistId: string; therapistName: string; nextOffset: number }

/**
 * Older reviews, a page at a time, from GET user/therapist-reviews/{therapistId} (the cached page
 * holds the newest ones). Focus stays on the button; the new reviews are announced by their count.
 */
export function MoreReviews({ therapistId, therapistName, nextOffset: first }: Props) {
  const [reviews, setReviews] = useState<PublicReview[]>([])
  const [nextOffset, setNextOffset] = useState<number | null>(first)
  const [isLoading, setLoading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function loadMore() {
    if (nextOffset === null || isLoading) return
    setLoading(true)
    setProblem(null)
    try {
      const response = await fetch(`/api/v1/user/therapist-reviews/${therapistId}?offset=${nextOffset}`, { cache: 'no-store' })
      if (!response.ok) throw new Error(String(response.status))
      const page = (await response.json()) as { data: PublicReview[]; nextOffset: number | null }
      // A review added since the page was cached shifts the pages by one: never show one twice.
      setReviews((current) => [...current, ...page.data.filter((review) => !current.some((shown) => shown._id === review._id))])
      setNextOffset(page.nextOffset)
    } catch {
      setProblem('The reviews could not be loaded. Please try again.')
    } finally {
      setLoading(false)
    }
  }

  return (
    <>
      {reviews.map((review) => (
        <ReviewItem key={review._id} review={review} therapistName={therapistName} />
      ))}
      <p role="status" className="sr-only">
        {reviews.length > 0 ? `${reviews.length} more reviews shown` : ''}
      </p>
      {problem ? <p className="mt-3 text-sm font-medium text-red-700">{problem}</p> : null}
      {nextOffset !== null ? (
        <Button variant="secondary" className="mt-4" onClick={loadMore} disabled={isLoading} aria-busy={isLoading || undefined}>
          {isLoading ? 'Loading…' : 'Show more reviews'}
        </Button>
      ) : null}
    </>
  )
}
