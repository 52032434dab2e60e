'use server'

import { headers } from 'next/headers'
import { publicAction } from '@/lib/server/actions/role-actions'
import { requestPasswordReset } from '@/lib/server/auth/password-reset/request-password-reset'
import { clientAddress } from '@/lib/server/request-info'
import { forgotPasswordSchema } from '@/lib/validation/password-reset'

/** The user forgot-password form: the same answer for every email; throttled. */
export const requestPatientPasswordResetAction = publicAction(forgotPasswordSchema, async ({ input: { email } }) =>
  requestPasswordReset({ email, portal: 'patient', ipAddress: clientAddress(await headers()) }),
)
