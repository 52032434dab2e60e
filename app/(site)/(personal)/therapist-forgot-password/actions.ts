'use server'

import { headers } from 'next/headers'
import { runAction } from '@/lib/server/actions/run-action'
import { requestPasswordReset } from '@/lib/server/auth/password-reset/request-password-reset'
import { clientAddress } from '@/lib/server/request-info'
import { forgotPasswordSchema } from '@/lib/validation/password-reset'

/** The therapist forgot-password form (spec 2.6): therapist accounts only, the same answer for every email; throttled. */
export async function requestTherapistPasswordResetAction(input: unknown) {
  return runAction(forgotPasswordSchema, input, async ({ email }) =>
    requestPasswordReset({ email, portal: 'therapist', ipAddress: clientAddress(await headers()) }),
  )
}
