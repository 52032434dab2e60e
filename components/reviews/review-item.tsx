import { formatShortDate } from '@/lib/format'
import type { PublicReview } from '@/lib/server/reviews/review-dto'
import { Stars } from './stars'

/** One public review: the stars, who (first name and initial), when, the comment as text, and the therapist's reply. */
export function ReviewItem({ review, therapistName }: { review: PublicReview; therapistName: string }) {
  return (
    <article className="space-y-2 border-b border-sand-200 py-5 last:border-b-0" aria-label={`Review by ${review.reviewerName}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} size="sm" />
        <p className="text-sm font-semibold text-ink">{review.reviewerName}</p>
        <p className="text-sm text-ink-muted">
          <time dateTime={review.createdAt}>{formatShortDate(review.createdAt)}</time>
        </p>
      </div>
      {review.comment ? <p className="max-w-prose leading-relaxed whitespace-pre-line text-ink">{review.comment}</p> : null}
      {review.reply ? (
        <div className="max-w-prose rounded-lg border-l-4 border-brand-300 bg-sand-50 px-4 py-3">
          <p className="text-xs font-semibold text-ink-muted">Reply from {therapistName}</p>
          <p className="mt-1 leading-relaxed whitespace-pre-line text-ink">{review.reply.text}</p>
        </div>
      ) : null}
    </article>
  )
}
