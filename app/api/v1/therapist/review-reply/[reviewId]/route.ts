import { readJson } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { withVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'
import { replyToReview } from '@/lib/server/reviews/reply-to-review'
import { reviewReplySchema } from '@/lib/validation/reviews'

/** POST therapist/review-reply/{reviewId} `{ reply }` → 200; 409 a second reply; 404 not their review. */
export const POST = withVerifiedTherapist(async ({ request, params, user }) => {
  const { reply } = await readJson(request, reviewReplySchema)
  return ok(await replyToReview({ therapistId: user.id, reviewId: params.reviewId ?? '', reply }))
})
