import { loginPathFor } from '@/lib/route-access'
import { MESSAGES_ROUTE, messagesHomeFor } from '@/lib/messages/message-paths'
import { getCurrentUser } from '@/lib/server/auth/current-user'

/**
 * The footer's messaging shortcut. The footer is cached HTML, the same for everyone, so its link
 * comes here and this decides per request: a patient goes to their threads on the profile, a
 * therapist to the dashboard's Messages page, a visitor to sign in and back here, admins and
 * managers to their own area (they have no threads). The answer depends on the session: never cached.
 */
export async function GET() {
  const user = await getCurrentUser()
  const to = user ? messagesHomeFor(user.role) : loginPathFor(MESSAGES_ROUTE)
  return new Response(null, { status: 307, headers: { Location: to, 'Cache-Control': 'private, no-store' } })
}
