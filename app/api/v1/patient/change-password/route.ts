import { withRole, readJson } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { reissueSession } from '@/lib/server/auth/reissue-session'
import { changePassword } from '@/lib/server/patients/change-password'
import { ACCOUNT_ROLES } from '@/lib/roles'
import { changePasswordSchema } from '@/lib/validation/patient'

// Every other session ends; this caller gets a fresh cookie and, for Bearer clients, the new token.
export const PUT = withRole(ACCOUNT_ROLES, async ({ request, user }) => {
  const input = await readJson(request, changePasswordSchema)
  const token = await reissueSession(await changePassword({ userId: user.id, ...input }), user.sessionId)
  return ok({ message: 'Password updated successfully', success: true, token })
})
