import { ButtonLink } from '@/components/ui/button'
import type { BookedDraft as Booked } from '@/lib/server/booking/describe-booking-draft'
import { ALREADY_BOOKED } from '@/lib/validation/booking-messages'
import { drTitle } from '@/lib/validation/slot-hour'
import { hourRangeLabel, longDateLabel } from './booking-labels'

/**
 * The confirmation page of a draft the patient has already paid for (Back after paying, a second
 * tab): it says so and leads to the appointment, instead of offering to pay for the same time again.
 */
export function BookedDraft({ booked }: { booked: Booked }) {
  return (
    <div className="mt-6 rounded-2xl border border-green-200 bg-white p-6 shadow-sm" data-testid="booked-draft">
      <p role="status" className="text-lg font-semibold text-ink">
        {ALREADY_BOOKED}
      </p>
      <p className="mt-1 font-medium text-ink" data-testid="booked-draft-when">
        {drTitle(booked.therapistName)}, {longDateLabel(booked.appointmentDate)}, {hourRangeLabel(booked.startHour, booked.endHour)}
      </p>
      <p className="mt-3 text-ink-muted">Your payment is confirmed and the session is on your list of appointments. The details and a calendar invite were sent to your email.</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href={`/confirm-appointment?reference=${encodeURIComponent(booked.paymentReference)}`}>View appointment</ButtonLink>
        <ButtonLink href="/patient-profile" variant="secondary">
          My appointments
        </ButtonLink>
      </div>
    </div>
  )
}
