import { Badge } from '@/components/ui/badge'
import { ListPager } from '@/components/admin/lists/list-pager'
import type { ServerAction } from '@/lib/action-result'
import type { listOwnReviews } from '@/lib/server/reviews/list-own-reviews'
import { formatShortDate } from '@/lib/format'
import type { ReviewReplyFormInput } from '@/lib/validation/reviews'
import { ReplyForm } from './reply-form'
import { Stars } from './stars'

type Props = { reviews: Awaited<ReturnType<typeof listOwnReviews>>; replyAction: ServerAction<ReviewReplyFormInput> }

/** The therapist's reviews page: their rating as the public sees it, then each review with its reply or the form to write it. */
export function OwnReviewList({ reviews, replyAction }: Props) {
  return (
    <>
      <p className="mt-6 rounded-xl bg-sand-100 px-4 py-3 text-ink" data-testid="own-rating">
        {reviews.rating
          ? `Your public rating: ${reviews.rating.average.toFixed(1)} out of 5, from ${reviews.rating.count} reviews.`
          : `Your page shows an average from three visible reviews. You have ${reviews.visibleCount} so far.`}
      </p>
      {reviews.rows.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-sand-200 bg-white p-8 text-center text-ink-muted">No reviews yet. Patients can rate a session after it has ended.</p>
      ) : (
        <ol className="mt-6 space-y-4" aria-label="Your reviews">
          {reviews.rows.map((review) => (
            <li key={review._id} className="space-y-3 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm" data-testid="own-review-card">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Stars value={review.rating} size="sm" />
                <p className="text-sm font-semibold text-ink">{review.reviewerName}</p>
                <p className="text-sm text-ink-muted">
                  <time dateTime={review.createdAt}>{formatShortDate(review.createdAt)}</time>
                </p>
                {review.hidden ? <Badge tone="neutral">Hidden</Badge> : null}
              </div>
              {review.comment ? <p className="leading-relaxed whitespace-pre-line text-ink">{review.comment}</p> : <p className="text-sm text-ink-muted">No comment, rating only.</p>}
              {review.hidden ? <p className="text-sm text-ink-muted">Hidden by Alafia, so it is not shown on your page or counted in your rating. Reason: {review.hidden.reason}</p> : null}
              {review.reply ? (
                <div className="rounded-lg border-l-4 border-brand-300 bg-sand-50 px-4 py-3">
                  <p className="text-xs font-semibold text-ink-muted">Your reply · {formatShortDate(review.reply.repliedAt)}</p>
                  <p className="mt-1 leading-relaxed whitespace-pre-line text-ink">{review.reply.text}</p>
                </div>
              ) : (
                <ReplyForm reviewId={review._id} reviewerName={review.reviewerName} action={replyAction} />
              )}
            </li>
          ))}
        </ol>
      )}
      <ListPager label="Review pages" page={reviews.page} pageCount={reviews.pageCount} hrefFor={(page) => (page === 1 ? '/therapist-dashboard/reviews' : `/therapist-dashboard/reviews?page=${page}`)} previousText="Newer" nextText="Older" size="md" keepScroll={false} />
    </>
  )
}
