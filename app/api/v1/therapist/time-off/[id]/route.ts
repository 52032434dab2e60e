import { ok } from '@/lib/server/api/respond'
import { withVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'
import { deleteTimeOff } from '@/lib/server/time-off/delete-time-off'
import { viewTimeOff } from '@/lib/server/time-off/list-time-off'

/** One of the caller's own: { data: timeOff }; anyone else's id is 404. */
export const GET = withVerifiedTherapist(async ({ params, user }) => ok({ data: await viewTimeOff({ therapistId: user.id, timeOffId: params.id ?? '' }) }))

/** → { message }: the days take hours again, but the removed hours are not put back. 404 for anyone else's, 409 once over. */
export const DELETE = withVerifiedTherapist(async ({ params, user }) => ok(await deleteTimeOff({ therapistId: user.id, timeOffId: params.id ?? '' })))
