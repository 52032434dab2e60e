import { publicRoute } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { validationError } from '@/lib/server/errors'
import { listTherapistReviews } from '@/lib/server/reviews/list-therapist-reviews'
import { reviewsPageQuerySchema } from '@/lib/validation/reviews'

/** A listed therapist's visible reviews, newest first: ?offset=0&limit=10 → { data, hasMore, nextOffset, rating, total }. */
export const GET = publicRoute(async ({ request, params }) => {
  const parsed = reviewsPageQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams))
  if (!parsed.success) throw validationError(parsed.error)
  return ok({ ...(await listTherapistReviews({ therapistId: params.therapistId ?? '', ...parsed.data })) })
})
