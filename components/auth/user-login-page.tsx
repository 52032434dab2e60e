import { redirect } from 'next/navigation'
import { getCurrentUser } from '@/lib/server/auth/current-user'
import { safeRedirectPath } from '@/lib/route-access'
import { AuthCard } from './auth-card'
import { LoginForm } from './login-form'

/** /patient-login and /user-login: one user login for patients, admins and managers (spec 2.4). */
export async function UserLoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { redirect: wanted } = await searchParams
  const redirectTo = safeRedirectPath(typeof wanted === 'string' ? wanted : undefined)
  // Someone already signed in goes straight to where they were heading.
  if (await getCurrentUser()) redirect(redirectTo)
  return (
    <AuthCard title="Welcome back" subtitle="Log in to book and manage your sessions.">
      <LoginForm portal="user" redirectTo={redirectTo} />
    </AuthCard>
  )
}
