import { redirect } from 'next/navigation'
import { getCurrentUser } from '@/lib/server/auth/current-user'
import { landingAfterSignIn, safeRedirectPath } from '@/lib/route-access'
import { AuthCard } from './auth-card'
import { LoginForm } from './login-form'

/** /patient-login and /user-login: the user login; therapists who use it are signed in too. */
export async function UserLoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { redirect: wanted } = await searchParams
  // Back to a given path, by default / (for a patient; other roles land on their own home).
  const requested = typeof wanted === 'string' && wanted ? safeRedirectPath(wanted) : null
  // Someone already signed in goes straight to where they were heading.
  const user = await getCurrentUser()
  if (user) redirect(landingAfterSignIn(user.role, requested))
  return (
    <AuthCard title="Welcome back" subtitle="Log in to book and manage your sessions.">
      <LoginForm portal="user" requested={requested} />
    </AuthCard>
  )
}
