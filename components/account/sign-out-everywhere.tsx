'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { refreshAccount } from '@/components/account/account-store'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { notify } from '@/components/ui/notify'

/**
 * "Sign out everywhere" on the profile pages: after a confirmation, every sign-in of the account ends
 * (a lost phone, a shared computer, a copied token), this one included, and the person signs in again.
 */
export function SignOutEverywhere() {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [isWorking, setWorking] = useState(false)

  async function signOutEverywhere() {
    setWorking(true)
    try {
      const response = await fetch('/api/v1/user/sign-out-everywhere', { method: 'POST', credentials: 'same-origin' })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (!response.ok) {
        notify.error(body.message ?? 'An unexpected error occurred.')
        return
      }
      setOpen(false)
      notify.success(body.message ?? 'You are signed out on every device.')
      await refreshAccount()
      router.push('/patient-login')
      router.refresh()
    } catch {
      notify.error('An unexpected error occurred.')
    } finally {
      setWorking(false)
    }
  }

  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Sign out everywhere
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Sign out everywhere?"
        onConfirm={signOutEverywhere}
        busy={isWorking}
        confirmLabel="Sign out everywhere"
        busyLabel="Signing out..."
        danger
      >
        <p className="leading-relaxed text-ink-muted">
          Every phone, browser and app signed in to your account will be signed out, this one too. Use it if you lost a device or signed in on
          a computer that is not yours.
        </p>
      </ConfirmDialog>
    </>
  )
}
