import type { Metadata } from 'next'
import Link from 'next/link'
import { AuthCard } from '@/components/auth/auth-card'
import { ForgotPasswordForm } from '@/components/password-reset/forgot-password-form'
import { requestTherapistPasswordResetAction } from './actions'

export const metadata: Metadata = { title: 'Therapist forgot password', robots: { index: false } }

/** The therapist's email; links to the therapist login and the user page; success goes to /patient-login. */
export default function TherapistForgotPasswordPage() {
  return (
    <AuthCard title="Forgot your password?" subtitle="Enter the email address of your therapist account and we will send you a link to choose a new password.">
      <ForgotPasswordForm action={requestTherapistPasswordResetAction} loginHref="/therapist-login" successHref="/patient-login" />
      <p className="mt-4 text-center text-sm text-ink-muted">
        Not a therapist?{' '}
        <Link href="/patient-forgot-password" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          User forgot password
        </Link>
      </p>
    </AuthCard>
  )
}
