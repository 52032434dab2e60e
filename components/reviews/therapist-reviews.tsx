import { MIN_REVIEWS_FOR_RATING } from '@/lib/reviews/rating-summary'
import type { TherapistReviewsPage } from '@/lib/server/reviews/list-therapist-reviews'
import { MoreReviews } from './more-reviews'
import { ReviewItem } from './review-item'
import { Stars } from './stars'

type Props = { therapistId: string; therapistName: string; page: TherapistReviewsPage }

const reviewsWord = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`

/**
 * The therapist page's reviews: the average and count once there are three visible reviews (one
 * review must not define someone), then the reviews newest first, each with the reviewer's first name
 * and initial and the therapist's reply. Laid out under the page's right-hand column.
 */
export function TherapistReviews({ therapistId, therapistName, page }: Props) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-12 sm:px-6 md:pl-[calc(20rem+2rem+1.5rem)]">
      <section aria-labelledby="reviews-heading" className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6" data-testid="therapist-reviews">
        <h2 id="reviews-heading" className="text-2xl font-semibold">
          Reviews
        </h2>
        {page.rating ? (
          <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="rating-summary">
            <p className="text-3xl font-semibold text-ink">{page.rating.average.toFixed(1)}</p>
            <Stars value={page.rating.average} />
            <p className="text-sm text-ink-muted">Average of {reviewsWord(page.rating.count)} from verified sessions</p>
          </div>
        ) : (
          <p className="mt-2 text-sm text-ink-muted">
            {page.total === 0
              ? 'No reviews yet. Patients can rate a session after it has taken place.'
              : `${reviewsWord(page.total)} from verified sessions so far. An average is shown from ${MIN_REVIEWS_FOR_RATING} reviews.`}
          </p>
        )}
        {page.data.length > 0 ? (
          <div className="mt-2">
            {page.data.map((review) => (
              <ReviewItem key={review._id} review={review} therapistName={therapistName} />
            ))}
            {page.nextOffset !== null ? <MoreReviews therapistId={therapistId} therapistName={therapistName} nextOffset={page.nextOffset} /> : null}
          </div>
        ) : null}
      </section>
    </div>
  )
}
