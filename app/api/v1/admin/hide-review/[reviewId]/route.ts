import { REVIEW_MODERATOR_ROLES } from '@/lib/roles'
import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { hideReview } from '@/lib/server/reviews/hide-review'
import { hideReviewSchema } from '@/lib/validation/reviews'

/** PUT admin/hide-review/{reviewId} `{ reason }` → 200; 409 already hidden; 404 unknown. Admin or Manager. */
export const PUT = withRole(REVIEW_MODERATOR_ROLES, async ({ request, params, user }) => {
  const { reason } = await readJson(request, hideReviewSchema)
  return ok(await hideReview({ actor: user, reviewId: params.reviewId ?? '', reason }))
})
