import { z } from './zod'
import { HIDDEN_CONTROL_CHARACTERS } from './common'

// What a review, a therapist's reply and a moderator's reason to hide may say: shared by the forms,
// the server actions and the API (docs/decisions/031-reviews.md). The database holds the same limits.

export const REVIEW_COMMENT_MAX = 1000
export const REVIEW_REPLY_MAX = 1000
export const HIDE_REASON_MAX = 500
/** Reviews a page of the public list (and the API's default) shows; the API takes at most REVIEWS_MAX_LIMIT. */
export const REVIEWS_PAGE_SIZE = 10
export const REVIEWS_MAX_LIMIT = 24

export const RATING_REQUIRED = 'Choose a rating from 1 to 5 stars'

/** Plain text of several lines, trimmed; control characters other than line breaks and tabs refused. */
const plainText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .refine((text) => !HIDDEN_CONTROL_CHARACTERS.test(text), `${label} contains characters that are not allowed`)

/** POST patient/review/{appointmentId}: `{ rating, comment? }`; an empty comment is no comment. */
export const reviewSchema = z.object({
  rating: z.number({ error: RATING_REQUIRED }).int(RATING_REQUIRED).min(1, RATING_REQUIRED).max(5, RATING_REQUIRED),
  comment: plainText(REVIEW_COMMENT_MAX, 'Your comment')
    .optional()
    .transform((text) => (text ? text : undefined)),
})
export type ReviewInput = z.input<typeof reviewSchema>

/** The profile dialog's and the rating page's form: the same fields, for one appointment. */
export const reviewFormSchema = reviewSchema.extend({ appointmentId: z.uuid({ error: 'Unknown appointment' }) })
export type ReviewFormInput = z.input<typeof reviewFormSchema>

/** POST therapist/review-reply/{reviewId}: `{ reply }`, required. */
export const reviewReplySchema = z.object({
  reply: plainText(REVIEW_REPLY_MAX, 'Your reply').pipe(z.string().min(1, 'Write a reply')),
})
export const reviewReplyFormSchema = reviewReplySchema.extend({ reviewId: z.uuid({ error: 'Unknown review' }) })
export type ReviewReplyFormInput = z.input<typeof reviewReplyFormSchema>

/** PUT admin/hide-review/{reviewId}: `{ reason }`, required: the audit log and the therapist keep it. */
export const hideReviewSchema = z.object({
  reason: plainText(HIDE_REASON_MAX, 'The reason').pipe(z.string().min(1, 'Give a reason for hiding this review')),
})
export const hideReviewFormSchema = hideReviewSchema.extend({ reviewId: z.uuid({ error: 'Unknown review' }) })
export type HideReviewFormInput = z.input<typeof hideReviewFormSchema>

/** GET user/therapist-reviews/{therapistId}?offset=&limit=: newest first, like the blog list's paging. */
export const reviewsPageQuerySchema = z.object({
  offset: z.coerce.number({ error: 'offset must be a whole number' }).int('offset must be a whole number').min(0, 'offset must be 0 or more').max(100_000, 'offset is too large').default(0),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .default(REVIEWS_PAGE_SIZE)
    .transform((limit) => Math.min(limit, REVIEWS_MAX_LIMIT)),
})
