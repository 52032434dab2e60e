import type { ReactNode } from 'react'
import { NeedHelpNowLink } from '@/components/help/need-help-now-link'
import { Spinner } from '@/components/ui/spinner'

/**
 * Around the booking widget in every state (loading, nothing free, choosing): someone in crisis on a
 * therapist's page is one tap from the crisis lines.
 */
export function BookingFrame({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-4">
      {children}
      <p className="border-t border-brand-100 pt-2 text-sm">
        <NeedHelpNowLink />
      </p>
    </div>
  )
}

/** While the widget's code or the free hours are on their way: the same box either way, so nothing moves. */
export function AvailabilityLoading() {
  return (
    <div className="flex min-h-40 items-center justify-center">
      <Spinner label="Loading available times" />
    </div>
  )
}
