import { publicRoute, readJson } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { requestPasswordReset } from '@/lib/server/auth/password-reset/request-password-reset'
import { clientAddress } from '@/lib/server/request-info'
import { forgotPasswordSchema } from '@/lib/validation/password-reset'

/** POST therapist/forgot-password { email } → { message, success }, the same for every email. */
export const POST = publicRoute(async ({ request }) => {
  const { email } = await readJson(request, forgotPasswordSchema)
  const { message } = await requestPasswordReset({ email, portal: 'therapist', ipAddress: clientAddress(request.headers) })
  return ok({ message, success: true })
})
