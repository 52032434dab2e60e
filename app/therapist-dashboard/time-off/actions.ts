'use server'

import { therapistAction } from '@/lib/server/actions/role-actions'
import { findMoveOptions } from '@/lib/server/move-proposals/find-move-options'
import { proposeMove } from '@/lib/server/move-proposals/propose-move'
import { createTimeOff } from '@/lib/server/time-off/create-time-off'
import { deleteTimeOff } from '@/lib/server/time-off/delete-time-off'
import { listTimeOffClashes } from '@/lib/server/time-off/find-time-off-clashes'
import { clashRangeSchema, moveOptionsSchema, proposeMoveSchema, timeOffIdSchema, timeOffSchema } from '@/lib/validation/time-off'

/**
 * Take time off: the same use case as POST /api/v1/therapist/time-off. Its refusal for paid sessions
 * in the way is not a failure here: the page lists them to move or cancel (`outcome: 'clash'`).
 */
export const createTimeOffAction = therapistAction({ verified: true }, timeOffSchema, async ({ therapist, input }) => {
  const { outcome, message, data } = await createTimeOff({ therapistId: therapist.id, ...input })
  return { message, data: { outcome, ...data } }
})

/** The sessions still in the way, read again after the therapist moved or cancelled one. */
export const findClashesAction = therapistAction({ verified: true }, clashRangeSchema, async ({ therapist, input: { from, to } }) => ({
  data: await listTimeOffClashes({ therapistId: therapist.id, from, to }),
}))

/** Remove: the same use case as DELETE /api/v1/therapist/time-off/{id}. */
export const deleteTimeOffAction = therapistAction({ verified: true }, timeOffIdSchema, async ({ therapist, input: timeOffId }) => deleteTimeOff({ therapistId: therapist.id, timeOffId }))

/** The free times a session can move to, outside the days being taken off (GET /api/v1/therapist/move-options/{id}). */
export const moveOptionsAction = therapistAction({ verified: true }, moveOptionsSchema, async ({ therapist, input: { appointmentId, avoid } }) => ({
  data: await findMoveOptions({ therapistId: therapist.id, appointmentId, avoid }),
}))

/** Propose a new time: the same use case as POST /api/v1/therapist/propose-move/{id}, kept outside the days being taken off. */
export const proposeMoveAction = therapistAction({ verified: true }, proposeMoveSchema, async ({ therapist, input: { appointmentId, newTime, avoid } }) =>
  proposeMove({ therapistId: therapist.id, appointmentId, newTime, avoid }),
)
