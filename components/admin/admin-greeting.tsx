import { getCurrentUser } from '@/lib/server/auth/current-user'

/**
 * "Hello, {full name}". It reads the session, which the page reads too in the same request
 * (getCurrentUser is cached per request): one lookup for both. A visitor sees nothing here, as the
 * page sends them to the login.
 */
export async function AdminGreeting() {
  const user = await getCurrentUser()
  if (!user) return <AdminGreetingPlaceholder />
  return (
    <p className="min-w-0 text-sm leading-tight">
      <span className="block truncate font-semibold text-brand-900 md:text-base">Hello, {user.fullName}</span>
      <span className="block text-xs text-ink-muted">{user.role === 'Manager' ? 'Manager: read-only, blog editor' : 'Administrator'}</span>
    </p>
  )
}

/** The greeting's place while the session is read: same height, so nothing jumps. */
export function AdminGreetingPlaceholder() {
  return (
    <p aria-hidden="true" className="min-w-0 text-sm leading-tight">
      <span className="block h-5 w-36 animate-pulse rounded bg-sand-100 md:h-6" />
      <span className="mt-0.5 block h-4 w-24 animate-pulse rounded bg-sand-100" />
    </p>
  )
}
