import { ROLES } from '@/lib/roles'
import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { clearSessionCookie } from '@/lib/server/auth/api-session'
import { eraseOwnAccount } from '@/lib/server/privacy/erase-own-account'
import { clientAddress } from '@/lib/server/request-info'
import { eraseAccountSchema } from '@/lib/validation/erase-account'

/** The caller deletes their own account with their password (Patient, Therapist; staff get 403). */
export const POST = withRole(ROLES, async ({ request, user }) => {
  const { password } = await readJson(request, eraseAccountSchema)
  const erased = await eraseOwnAccount({ userId: user.id, password, ipAddress: clientAddress(request.headers) })
  return clearSessionCookie(ok(erased))
})
