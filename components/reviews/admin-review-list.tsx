import Link from 'next/link'
import { Badge } from '@/components/ui/badge'
import type { ServerAction } from '@/lib/action-result'
import type { AdminReviewRow } from '@/lib/server/reviews/list-admin-reviews'
import { formatLagosDateTime } from '@/lib/time'
import type { HideReviewFormInput } from '@/lib/validation/reviews'
import { HideReviewButton } from './hide-review-button'
import { Stars } from './stars'

const LINK = 'font-semibold text-brand-800 underline-offset-4 hover:underline'

/** The admin area's reviews: each with its therapist, its session, its reply, and Hide review while it is visible. */
export function AdminReviewList({ reviews, hideAction }: { reviews: AdminReviewRow[]; hideAction: ServerAction<HideReviewFormInput> }) {
  if (reviews.length === 0) return <p className="mt-8 rounded-2xl border border-sand-200 bg-white p-8 text-center text-ink-muted">No reviews yet.</p>
  return (
    <ol className="mt-8 space-y-4" aria-label="Reviews">
      {reviews.map((review) => {
        const headingId = `review-${review._id}`
        return (
          <li key={review._id} className="space-y-3 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm" data-testid="admin-review-card">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Stars value={review.rating} size="sm" />
              <h2 id={headingId} className="font-sans text-base font-semibold text-ink">
                {review.reviewerName} on{' '}
                {/* Underlined: inside a heading's text, colour alone would not tell it is a link. */}
                <Link href={`/admin/therapist/${review.therapist._id}`} className="text-brand-800 underline underline-offset-4 hover:text-brand-900">
                  {review.therapist.fullName}
                </Link>
              </h2>
              <p className="text-sm text-ink-muted">{formatLagosDateTime(review.createdAt)}</p>
              {review.hidden ? <Badge tone="warning">Hidden</Badge> : <Badge tone="success">Visible</Badge>}
            </div>
            {review.comment ? <p className="leading-relaxed whitespace-pre-line text-ink">{review.comment}</p> : <p className="text-sm text-ink-muted">No comment, rating only.</p>}
            {review.reply ? (
              <div className="rounded-lg border-l-4 border-brand-300 bg-sand-50 px-4 py-3">
                <p className="text-xs font-semibold text-ink-muted">The therapist’s reply</p>
                <p className="mt-1 leading-relaxed whitespace-pre-line text-ink">{review.reply}</p>
              </div>
            ) : null}
            {review.hidden ? (
              <p className="text-sm text-ink-muted">
                Hidden by {review.hidden.by || 'an admin'}, {formatLagosDateTime(review.hidden.at)}. Reason: {review.hidden.reason}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center gap-3">
              <Link href={`/admin/appointment/${review.appointmentId}`} className={`${LINK} text-sm`}>
                Open the appointment
              </Link>
              {review.hidden ? null : <HideReviewButton reviewId={review._id} reviewerName={review.reviewerName} action={hideAction} describedById={headingId} />}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
