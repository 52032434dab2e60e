'use client'

import { Button } from '@/components/ui/button'
import { canReviewSession } from '@/lib/reviews/review-eligibility'
import type { ProfileAppointment } from '@/lib/server/appointments/list-patient-appointments'
import { drTitle } from '@/lib/validation/reschedule'
import { OwnReviewView } from './own-review'

type Props = { appointment: ProfileAppointment; now: Date; onRate: () => void }

/**
 * In the Appointment Details dialog of a past session: the patient's review once written, or the
 * button that opens the rating step while the session may be rated (lib/reviews/review-eligibility.ts;
 * the server decides again).
 */
export function SessionReviewPanel({ appointment, now, onRate }: Props) {
  const therapistName = drTitle(appointment.therapistId.fullName)
  if (appointment.review) {
    return (
      <div className="rounded-xl border border-sand-200 bg-sand-50 p-4 text-sm">
        <OwnReviewView review={appointment.review} therapistName={therapistName} />
      </div>
    )
  }
  if (!canReviewSession(appointment, now)) return null
  return (
    <div className="space-y-2 rounded-xl border border-sand-200 bg-sand-50 p-4 text-sm text-ink-muted" data-testid="review-prompt">
      <p>How was your session with {therapistName}? Your rating helps other patients choose.</p>
      <Button size="sm" data-step="review" onClick={onRate}>
        Rate this session
      </Button>
    </div>
  )
}
