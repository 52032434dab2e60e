'use server'

import { therapistAction } from '@/lib/server/actions/role-actions'
import { replyToReview } from '@/lib/server/reviews/reply-to-review'
import { reviewReplyFormSchema } from '@/lib/validation/reviews'

/** The therapist's one reply to one of their reviews (decision 031). */
export const replyToReviewAction = therapistAction({ verified: true }, reviewReplyFormSchema, async ({ therapist, input: { reviewId, reply } }) => {
  const { message, data } = await replyToReview({ therapistId: therapist.id, reviewId, reply })
  return { message, data }
})
