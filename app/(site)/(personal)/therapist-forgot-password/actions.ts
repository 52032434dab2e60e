'use server'

import { headers } from 'next/headers'
import { publicAction } from '@/lib/server/actions/role-actions'
import { requestPasswordReset } from '@/lib/server/auth/password-reset/request-password-reset'
import { clientAddress } from '@/lib/server/request-info'
import { forgotPasswordSchema } from '@/lib/validation/password-reset'

/** The therapist forgot-password form: therapist accounts only, the same answer for every email; throttled. */
export const requestTherapistPasswordResetAction = publicAction(forgotPasswordSchema, async ({ input: { email } }) =>
  requestPasswordReset({ email, portal: 'therapist', ipAddress: clientAddress(await headers()) }),
)
