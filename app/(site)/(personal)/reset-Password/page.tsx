import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { connection } from 'next/server'
import { AuthCard } from '@/components/auth/auth-card'
import { ResetPasswordForm } from '@/components/password-reset/reset-password-form'
import { checkResetToken } from '@/lib/server/auth/password-reset/check-reset-token'
import { resetPasswordAction } from './actions'

// The link's token is in the address: never send it on to another site, never index the page.
export const metadata: Metadata = { title: 'Reset password', robots: { index: false }, referrer: 'no-referrer' }

/** The token comes from ?token=; a missing, used or expired one goes to /token-expired. */
export default async function ResetPasswordPage(props: PageProps<'/reset-Password'>) {
  const { token } = await props.searchParams
  const value = typeof token === 'string' ? token : undefined
  // The check reads the clock and the database: request time only, never a prefetch prerender.
  await connection()
  if (!value || !(await checkResetToken({ token: value }))) redirect('/token-expired')
  return (
    <AuthCard title="Choose a new password" subtitle="Pick a password you do not use anywhere else. You will be signed out everywhere and can then log in with it.">
      <ResetPasswordForm token={value} action={resetPasswordAction} />
    </AuthCard>
  )
}
