import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { createReview } from '@/lib/server/reviews/create-review'
import { reviewSchema } from '@/lib/validation/reviews'

/**
 * POST patient/review/{appointmentId} `{ rating, comment? }` → 201 `{ message, data: review }`;
 * 409 a second review; 400 before the session ended, cancelled, unpaid or marked absent; 404 not theirs.
 */
export const POST = withRole(['Patient'], async ({ request, params, user }) => {
  const input = await readJson(request, reviewSchema)
  return ok(await createReview({ patientId: user.id, appointmentId: params.appointmentId ?? '', ...input }), 201)
})
