import { ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { clearSessionCookie } from '@/lib/server/auth/api-session'
import { endEverySession, SIGNED_OUT_EVERYWHERE } from '@/lib/server/auth/end-sessions'

/** Ends every sign-in of the caller's account (this one too): phones, browsers and API tokens. */
export const POST = withRole(ROLES, async ({ user }) => {
  await endEverySession({ userId: user.id })
  return clearSessionCookie(ok({ message: SIGNED_OUT_EVERYWHERE, data: null }))
})
