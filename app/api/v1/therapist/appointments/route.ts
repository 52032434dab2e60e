import { ok } from '@/lib/server/api/respond'
import { API_PAST_LIMIT, listTherapistSchedule } from '@/lib/server/therapist-dashboard/list-therapist-schedule'
import { withVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'

/**
 * The verified therapist's own appointments, still to come first (soonest first), then the
 * most recent past ones (API_PAST_LIMIT); hasMore says whether the list was cut.
 */
export const GET = withVerifiedTherapist(async ({ user }) => {
  const { upcoming, past, hasMoreUpcoming, hasMorePast } = await listTherapistSchedule({ therapistId: user.id, pastLimit: API_PAST_LIMIT })
  return ok({ data: [...upcoming, ...past], hasMore: hasMoreUpcoming || hasMorePast })
})
