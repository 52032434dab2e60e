'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { notify } from '@/components/ui/notify'
import { refreshAccount } from '@/components/account/account-store'
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button'

type LogoutButtonProps = {
  /** Called once the session is gone, before navigating (the drawer closes itself here). */
  onLoggedOut?: () => void
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}

/** The server's message from a failed call's body, else a generic one. */
async function failureMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json()
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return 'An unexpected error occurred.'
}

/**
 * Logout: the endpoint clears the session cookie, then local storage is cleared, the notice
 * shows, and the visitor lands on the login page with every server component re-rendered signed out.
 */
export function LogoutButton({ onLoggedOut, variant = 'secondary', size = 'sm', className }: LogoutButtonProps) {
  const router = useRouter()
  const [isPending, setIsPending] = useState(false)

  async function logout() {
    if (isPending) return
    setIsPending(true)
    try {
      const response = await fetch('/api/v1/user/user-logout', { credentials: 'same-origin' })
      if (!response.ok) throw new Error(await failureMessage(response))
    } catch (error) {
      // The cookie may still be set: say so rather than pretend the user is signed out.
      notify.error(error instanceof Error && error.message ? error.message : 'An unexpected error occurred.')
      setIsPending(false)
      return
    }
    try {
      window.localStorage.clear()
    } catch {
      // Storage can be unavailable (private mode, blocked cookies); nothing of ours is then stored.
    }
    notify.success('Successfully Logged Out')
    void refreshAccount()
    onLoggedOut?.()
    router.push('/patient-login')
    router.refresh()
    setIsPending(false)
  }

  return (
    <Button variant={variant} size={size} className={className} onClick={logout} disabled={isPending} aria-busy={isPending || undefined}>
      {isPending ? 'Logging out…' : 'Logout'}
    </Button>
  )
}
