import { z } from './zod'
import { INVALID_EMAIL, newPasswordField } from './common'

// Forgot and reset password. Shared by the forms (zodResolver), the server actions
// and the API routes, which parse the raw input again. docs/decisions/010-password-reset.md.

export const EMAIL_REQUIRED = 'Please enter your registered email address.'
export const BOTH_PASSWORDS_REQUIRED = 'Please enter both passwords!'
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match!'

/** The one answer to every accepted request, whether or not the email belongs to an account. */
export const RESET_REQUESTED = 'If an account exists for that email, a reset link is on its way.'
export const PASSWORD_RESET_DONE = 'Your password has been reset. Please log in with your new password.'
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired. Please ask for a new one.'

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .min(1, { error: EMAIL_REQUIRED, abort: true })
    .max(254, INVALID_EMAIL)
    .pipe(z.email({ error: INVALID_EMAIL }))
    .transform((email) => email.toLowerCase()),
})
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>

// An empty field says "both", whichever is missing; the length rule is the one every new password follows.
const newPassword = z.string({ error: BOTH_PASSWORDS_REQUIRED }).min(1, { error: BOTH_PASSWORDS_REQUIRED, abort: true }).pipe(newPasswordField)
const confirmation = z.string({ error: BOTH_PASSWORDS_REQUIRED }).min(1, { error: BOTH_PASSWORDS_REQUIRED, abort: true })

const passwordsMatch = <T extends { password: string; confirmPassword: string }>(value: T) => value.password === value.confirmPassword
const MISMATCH = { error: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] }

/** The /reset-Password form: New Password and Confirm Password. */
export const resetPasswordFormSchema = z.object({ password: newPassword, confirmPassword: confirmation }).refine(passwordsMatch, MISMATCH)
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>

/** The page's server action: the form plus the token from the link (checked by the use case). */
export const resetPasswordActionSchema = z
  .object({ token: z.string({ error: INVALID_RESET_LINK }).max(256, INVALID_RESET_LINK), password: newPassword, confirmPassword: confirmation })
  .refine(passwordsMatch, MISMATCH)

/** PUT patient/resetpassword/{token}: the payload is the new password alone. */
export const apiResetPasswordSchema = z.object({ password: newPasswordField })
