import { ROLES } from '@/lib/roles'
import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { saveSessionNote } from '@/lib/server/session-notes/save-session-note'
import { viewSessionNote } from '@/lib/server/session-notes/view-session-note'
import { sessionNoteSchema } from '@/lib/validation/intake'

// A therapist's private notes on one of their sessions (decision 029): the appointment's therapist
// only; anyone else signed in, admins and managers included, gets 404.

/** GET therapist/session-notes/{appointmentId}: `{ data: { appointmentId, note, updatedAt, opensAt, isOpen } }`. */
export const GET = withRole(ROLES, async ({ params, user }) => ok({ data: await viewSessionNote({ therapistId: user.id, appointmentId: params.appointmentId ?? '' }) }))

/** PUT therapist/session-notes/{appointmentId} `{ note }`: 200; 409 before the session starts; 400 invalid. */
export const PUT = withRole(ROLES, async ({ request, params, user }) => {
  const { note } = await readJson(request, sessionNoteSchema)
  const { message, ...data } = await saveSessionNote({ therapistId: user.id, appointmentId: params.appointmentId ?? '', note })
  return ok({ message, data })
})
