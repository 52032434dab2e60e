import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { isUuid } from '@/lib/validation/directory'
import { CACHE_TAGS, PUBLIC_CACHE_LIFE } from '../cache/public-cache'
import { listTherapistReviews, type TherapistReviewsPage } from './list-therapist-reviews'

/**
 * The first page of a therapist's reviews for their public page, cached with the page: every change
 * of their visible reviews (a new one, a reply, a hide) expires the therapist's tag; a block or
 * verification change expires the directory's. Null for a therapist who is not listed.
 */
export async function getTherapistReviewsFirstPage(therapistId: string): Promise<TherapistReviewsPage | null> {
  'use cache'
  cacheTag(CACHE_TAGS.therapists, CACHE_TAGS.therapist(therapistId))
  cacheLife(PUBLIC_CACHE_LIFE)
  // Anyone can call a 'use cache' function with arguments of their choosing: read the id again.
  if (typeof therapistId !== 'string' || !isUuid(therapistId)) return null
  return listTherapistReviews({ therapistId }).catch((error: unknown) => {
    if ((error as { code?: unknown })?.code === 'NOT_FOUND') return null
    throw error
  })
}
