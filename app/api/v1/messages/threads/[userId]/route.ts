import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { openThread } from '@/lib/server/messages/open-thread'
import { sendMessage } from '@/lib/server/messages/send-message'
import { MESSAGING_ROLES, ROLES } from '@/lib/roles'
import { sendMessageSchema } from '@/lib/validation/messages'

/**
 * The thread with that person, marked read: 404 when no paid session links the two, which is also
 * the answer to an admin or a manager (no session links them to anyone).
 */
export const GET = withRole(ROLES, async ({ params, user }) => ok({ data: await openThread({ caller: user, otherId: params.userId ?? '' }) }))

/** { body } (1 to 2,000 characters) → 201 { message, data: message }; 403 when nothing links the two. */
export const POST = withRole(MESSAGING_ROLES, async ({ request, params, user }) => {
  const { body } = await readJson(request, sendMessageSchema)
  return ok(await sendMessage({ sender: user, otherId: params.userId ?? '', body }), 201)
})
