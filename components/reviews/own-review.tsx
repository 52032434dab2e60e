import type { OwnReview } from '@/lib/server/reviews/create-review'
import { formatShortDate } from '@/lib/format'
import { Stars } from './stars'

/** The patient's own review of a session, as the public reads it, and the therapist's reply when there is one. */
export function OwnReviewView({ review, therapistName }: { review: OwnReview; therapistName: string }) {
  return (
    <div className="space-y-2" data-testid="own-review">
      <p className="font-semibold text-ink">Your review</p>
      <Stars value={review.rating} />
      {review.comment ? <p className="whitespace-pre-line text-ink">{review.comment}</p> : null}
      {review.reply ? (
        <div className="rounded-lg border-l-4 border-brand-300 bg-white px-3 py-2">
          <p className="text-xs font-semibold text-ink-muted">
            Reply from {therapistName} · {formatShortDate(review.reply.repliedAt)}
          </p>
          <p className="whitespace-pre-line text-ink">{review.reply.text}</p>
        </div>
      ) : null}
    </div>
  )
}
