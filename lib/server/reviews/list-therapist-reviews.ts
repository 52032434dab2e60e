import 'server-only'
import { ratingSummary, type RatingSummary } from '@/lib/reviews/rating-summary'
import { isUuid } from '@/lib/validation/directory'
import { REVIEWS_PAGE_SIZE } from '@/lib/validation/reviews'
import { db } from '../db'
import { AppError } from '../errors'
import { PUBLIC_THERAPIST_WHERE } from '../therapists/public-therapist'
import { THERAPIST_NOT_FOUND } from '../therapists/view-public-therapist'
import { PUBLIC_REVIEW_SELECT, toPublicReview, VISIBLE_ORDER, type PublicReview } from './review-dto'

export type TherapistReviewsPage = {
  data: PublicReview[]
  hasMore: boolean
  /** Where the next page starts; null on the last page. */
  nextOffset: number | null
  /** The average and count, or null below three visible reviews (lib/reviews/rating-summary.ts). */
  rating: RatingSummary | null
  /** How many visible reviews there are in all. */
  total: number
}

/**
 * A publicly listed therapist's visible reviews, newest first, a page at a time (GET
 * user/therapist-reviews/{therapistId} and the therapist's page). Hidden reviews are never read; a
 * therapist who is not listed (unverified, blocked, erased) is not found.
 */
export async function listTherapistReviews({ therapistId, offset = 0, limit = REVIEWS_PAGE_SIZE }: { therapistId: string; offset?: number; limit?: number }): Promise<TherapistReviewsPage> {
  if (!isUuid(therapistId)) throw new AppError('NOT_FOUND', THERAPIST_NOT_FOUND)
  const [therapist, rows] = await Promise.all([
    db.therapistProfile.findFirst({ where: { userId: therapistId, ...PUBLIC_THERAPIST_WHERE }, select: { ratingCount: true, ratingTotal: true } }),
    db.review.findMany({ where: { therapistId, hiddenAt: null }, orderBy: VISIBLE_ORDER, skip: offset, take: limit + 1, select: PUBLIC_REVIEW_SELECT }),
  ])
  if (!therapist) throw new AppError('NOT_FOUND', THERAPIST_NOT_FOUND)
  const hasMore = rows.length > limit
  return {
    data: rows.slice(0, limit).map(toPublicReview),
    hasMore,
    nextOffset: hasMore ? offset + limit : null,
    rating: ratingSummary(therapist),
    total: therapist.ratingCount,
  }
}
