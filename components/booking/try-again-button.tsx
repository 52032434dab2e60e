'use client'

import { useRouter } from 'next/navigation'
import { Button } from '@/components/ui/button'

/** Try Again goes back, to the confirmation page whose URL still holds the booking. */
export function TryAgainButton() {
  const router = useRouter()
  return (
    <Button
      size="lg"
      onClick={() => {
        // A tab opened straight on this page has nothing to go back to: start again from the directory.
        if (window.history.length > 1) router.back()
        else router.push('/therapists')
      }}
    >
      Try Again
    </Button>
  )
}
