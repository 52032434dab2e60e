'use client'

import { JoinWaitlist } from '@/components/waitlist/join-waitlist'
import { BookingChoices } from './booking-widget'
import type { LazyBookingWidgetProps } from './lazy-booking-widget'

/** The booking widget's choices with Join the waitlist: the code LazyBookingWidget fetches when needed. */
export function BookingChoicesWithWaitlist({ therapistId, therapistName, feeKobo, sessionModes, joinWaitlistAction }: LazyBookingWidgetProps) {
  return (
    <BookingChoices
      therapistId={therapistId}
      feeKobo={feeKobo}
      sessionModes={sessionModes}
      waitlist={<JoinWaitlist therapistId={therapistId} therapistName={therapistName} action={joinWaitlistAction} />}
    />
  )
}
