'use server'

import { headers } from 'next/headers'
import { runAction } from '@/lib/server/actions/run-action'
import { requestPasswordReset } from '@/lib/server/auth/password-reset/request-password-reset'
import { clientAddress } from '@/lib/server/request-info'
import { forgotPasswordSchema } from '@/lib/validation/password-reset'

/** The user forgot-password form (spec 2.4): the same answer for every email; throttled. */
export async function requestPatientPasswordResetAction(input: unknown) {
  return runAction(forgotPasswordSchema, input, async ({ email }) =>
    requestPasswordReset({ email, portal: 'patient', ipAddress: clientAddress(await headers()) }),
  )
}
