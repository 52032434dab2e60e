'use server'

import { REVIEW_MODERATOR_ROLES } from '@/lib/roles'
import { roleAction } from '@/lib/server/actions/role-actions'
import { hideReview } from '@/lib/server/reviews/hide-review'
import { hideReviewFormSchema } from '@/lib/validation/reviews'

/** An admin or manager hides a review, with the reason the audit log keeps (decision 031). */
export const hideReviewAction = roleAction(REVIEW_MODERATOR_ROLES, hideReviewFormSchema, async ({ user, input: { reviewId, reason } }) => {
  const { message, data } = await hideReview({ actor: user, reviewId, reason })
  return { message, data }
})
