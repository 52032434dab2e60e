'use client'

import { useState } from 'react'
import { StepHeading } from '@/components/appointments/step-heading'
import { StepResult } from '@/components/appointments/step-result'
import type { ProfileAppointment } from '@/lib/server/appointments/list-patient-appointments'
import type { OwnReview } from '@/lib/server/reviews/create-review'
import { drTitle } from '@/lib/validation/reschedule'
import { ReviewForm } from './review-form'

type Props = { appointment: ProfileAppointment; onRated: (appointment: ProfileAppointment) => void; onBack: () => void }

/** The Appointment Details dialog's rating step: the form, then the server's thanks and the way back. */
export function RateSessionStep({ appointment, onRated, onBack }: Props) {
  const [saved, setSaved] = useState<string | null>(null)
  if (saved) return <StepResult id="review-saved-heading" heading="Review sent" message={saved} onBack={onBack} testId="review-result" />
  return (
    <section aria-labelledby="review-step-heading" className="space-y-4" data-testid="review-step">
      <StepHeading id="review-step-heading">Rate your session with {drTitle(appointment.therapistId.fullName)}</StepHeading>
      <ReviewForm
        appointmentId={appointment._id}
        back={{ label: 'Back', onClick: onBack }}
        onSaved={(review: OwnReview, message) => {
          onRated({ ...appointment, review })
          setSaved(message)
        }}
      />
    </section>
  )
}
