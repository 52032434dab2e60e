import { readJson } from '@/lib/server/api/handler'
import { ok, refuse } from '@/lib/server/api/respond'
import { withVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'
import { createTimeOff } from '@/lib/server/time-off/create-time-off'
import { listTimeOff } from '@/lib/server/time-off/list-time-off'
import { timeOffSchema } from '@/lib/validation/time-off'

/** The caller's time off that is not over yet, soonest first: { data: [timeOff] }. */
export const GET = withVerifiedTherapist(async ({ user }) => ok({ data: await listTimeOff({ therapistId: user.id }) }))

/**
 * { from, to, reason?, cancelClashing? } → 201 { message, data: timeOff }; 409 { message, data: { clashes } }
 * when paid sessions are in the way and cancelClashing is not true (nothing is written).
 */
export const POST = withVerifiedTherapist(async ({ request, user }) => {
  const input = await readJson(request, timeOffSchema)
  const answer = await createTimeOff({ therapistId: user.id, ...input })
  if (answer.outcome === 'clash') return refuse(409, answer.message, answer.data)
  return ok({ message: answer.message, data: answer.data }, 201)
})
