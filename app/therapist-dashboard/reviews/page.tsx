import type { Metadata } from 'next'
import { OwnReviewList } from '@/components/reviews/own-review-list'
import { readPageNumber } from '@/lib/validation/admin-lists'
import { listOwnReviews } from '@/lib/server/reviews/list-own-reviews'
import { requireVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'
import { replyToReviewAction } from './actions'

export const metadata: Metadata = { title: 'Reviews', robots: { index: false } }

/**
 * The therapist's reviews, newest first, each answered once; hidden ones are shown with the reason.
 * Request-time data (session): app/therapist-dashboard/loading.tsx is the Suspense boundary around it.
 */
export default async function TherapistReviewsPage({ searchParams }: PageProps<'/therapist-dashboard/reviews'>) {
  const user = await requireVerifiedTherapist('/therapist-dashboard/reviews')
  const page = readPageNumber(String((await searchParams).page ?? ''))
  const reviews = await listOwnReviews({ therapistId: user.id, page })
  return (
    <section className="w-full max-w-3xl px-4 py-8 sm:px-6 md:py-10">
      <h1 className="text-3xl font-semibold sm:text-4xl">Reviews</h1>
      <p className="mt-3 leading-relaxed text-ink-muted">
        What patients said after their sessions with you. Patients see each review with the reviewer’s first name and initial. You may reply once to each review; your reply
        is shown under it on your public page and cannot be changed.
      </p>
      <OwnReviewList reviews={reviews} replyAction={replyToReviewAction} />
    </section>
  )
}
