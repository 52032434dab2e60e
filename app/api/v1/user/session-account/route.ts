import { publicRoute } from '@/lib/server/api/handler'
import { getCurrentUser } from '@/lib/server/auth/current-user'

/**
 * Who is signed in, for the browser: public pages are cached HTML shared by every visitor, so the
 * header, the hero button and the comment form ask here instead. Never cached by anyone.
 */
export const GET = publicRoute(async () => {
  const user = await getCurrentUser()
  const data = user ? { _id: user.id, fullName: user.fullName, role: user.role } : null
  return Response.json({ data }, { headers: { 'Cache-Control': 'private, no-store' } })
})
