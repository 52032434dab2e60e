'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useEffectEvent } from 'react'
import { knownAccount } from '@/components/account/account-store'
import type { AccountSummary } from '@/lib/account/nav-account'

/**
 * A login or sign-up page shown again from the router's cache (the back button after signing in)
 * sends the signed-in person on, as the server does for a page it renders. The router keeps such a
 * page and mounts it again, so this runs on every showing; the first showing of a visitor's page
 * finds no account known yet and does nothing. This replaces a refresh after signing in, which threw
 * away every page the router held and fetched the landing page twice (issue 24).
 */
export function useLeaveIfSignedIn(destination: (account: AccountSummary) => string) {
  const router = useRouter()
  // Read when the page is shown, not a reason to run again: signing in on this page navigates by itself.
  const leaveIfSignedIn = useEffectEvent(() => {
    const account = knownAccount()
    if (account) router.replace(destination(account))
  })
  useEffect(() => leaveIfSignedIn(), [])
}
