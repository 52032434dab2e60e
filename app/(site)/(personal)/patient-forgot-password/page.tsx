import type { Metadata } from 'next'
import { AuthCard } from '@/components/auth/auth-card'
import { ForgotPasswordForm } from '@/components/password-reset/forgot-password-form'
import { requestPatientPasswordResetAction } from './actions'

export const metadata: Metadata = { title: 'Forgot password', robots: { index: false } }

/** One registered-email field, RECOVER PASSWORD, a Login link; success goes to /patient-login. */
export default function PatientForgotPasswordPage() {
  return (
    <AuthCard title="Forgot your password?" subtitle="Enter the email address of your account and we will send you a link to choose a new password.">
      <ForgotPasswordForm action={requestPatientPasswordResetAction} loginHref="/patient-login" />
    </AuthCard>
  )
}
