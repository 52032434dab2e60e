import { publicRoute, readJson } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { resetPassword } from '@/lib/server/auth/password-reset/reset-password'
import { clientAddress } from '@/lib/server/request-info'
import { PASSWORD_RESET_DONE, apiResetPasswordSchema } from '@/lib/validation/password-reset'

/** PUT patient/resetpassword/{token} { password } → 200 { message }, or 400 for a dead link. */
export const PUT = publicRoute(async ({ request, params }) => {
  const { password } = await readJson(request, apiResetPasswordSchema)
  await resetPassword({ token: params.token ?? '', password, ipAddress: clientAddress(request.headers) })
  return ok({ message: PASSWORD_RESET_DONE })
})
