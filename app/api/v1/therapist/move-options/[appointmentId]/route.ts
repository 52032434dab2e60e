import { ok } from '@/lib/server/api/respond'
import { validationError } from '@/lib/server/errors'
import { findMoveOptions } from '@/lib/server/move-proposals/find-move-options'
import { withVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'
import { clashRangeSchema } from '@/lib/validation/time-off'

/** ?from=&to= (optional: days to leave out) → { data: { duration, block, days: [{ date, starts }] } }. */
export const GET = withVerifiedTherapist(async ({ request, params, user }) => {
  const query = request.nextUrl.searchParams
  let avoid
  if (query.has('from') || query.has('to')) {
    const parsed = clashRangeSchema.safeParse({ from: query.get('from') ?? '', to: query.get('to') ?? '' })
    if (!parsed.success) throw validationError(parsed.error)
    avoid = parsed.data
  }
  return ok({ data: await findMoveOptions({ therapistId: user.id, appointmentId: params.appointmentId ?? '', avoid }) })
})
