import { publicRoute } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { clearSessionCookie } from '@/lib/server/auth/api-session'
import { endSession } from '@/lib/server/auth/end-sessions'
import { sessionToken } from '@/lib/server/auth/current-user'

/** Logout: the sign-in is revoked on the server (cookie and Bearer copies alike) and the cookie cleared. */
export const GET = publicRoute(async ({ request }) => {
  await endSession(sessionToken(request))
  return clearSessionCookie(ok({ message: 'Successfully Logged Out', data: null }))
}, { changesState: true })
