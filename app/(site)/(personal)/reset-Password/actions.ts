'use server'

import { headers } from 'next/headers'
import { publicAction } from '@/lib/server/actions/role-actions'
import { resetPassword } from '@/lib/server/auth/password-reset/reset-password'
import { clientAddress } from '@/lib/server/request-info'
import { PASSWORD_RESET_DONE, resetPasswordActionSchema } from '@/lib/validation/password-reset'

/** The /reset-Password form: a dead link fails with an error on `token`, and the page goes to /token-expired. */
export const resetPasswordAction = publicAction(resetPasswordActionSchema, async ({ input: { token, password } }) => {
  await resetPassword({ token, password, ipAddress: clientAddress(await headers()) })
  return { message: PASSWORD_RESET_DONE }
})
