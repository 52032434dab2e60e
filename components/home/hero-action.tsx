'use client'

import { useAccount } from '@/components/account/account-store'
import { ButtonLink } from '@/components/ui/button'

/** A signed-in Therapist gets Go to Dashboard; everyone else (and the cached HTML) Book appointment. */
export function HeroAction() {
  const account = useAccount()
  if (account?.role === 'Therapist') {
    return (
      <ButtonLink href="/therapist-dashboard" size="lg">
        Go to Dashboard
      </ButtonLink>
    )
  }
  return (
    <ButtonLink href="/therapists" size="lg">
      Book appointment
    </ButtonLink>
  )
}
