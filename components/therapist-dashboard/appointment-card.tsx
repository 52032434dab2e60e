import { appointmentDateLabel, timeSlotLabel } from '@/components/appointments/appointment-display'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/components/ui/cn'
import { formatHours } from '@/lib/format'
import { formatNaira, nairaToKobo } from '@/lib/money'
import type { TherapistAppointment } from '@/lib/server/therapist-dashboard/therapist-appointment-dto'
import { isAppointmentPassed, isInSession, markCompleteState, showsVideoLink, statusBadgeColour } from '@/lib/therapist-dashboard/card-state'
import type { ServerAction } from '@/lib/action-result'
import { MarkCompleteButton } from './mark-complete-button'
import { VideoLink } from './video-link'

/**
 * One card of the schedule (spec 2.6, 4): patient, status badge, date, 12-hour time range in Lagos
 * time, duration, the amount paid and Mark Complete. The spec's "up to two specialties" were the
 * therapist's own, the same on every card (issue 15): the card speaks of the session instead, and says
 * when the patient rescheduled it. A passed card is dimmed with Appointment Passed; a paid session
 * still to come shows its video link. `now` is the server's clock at render.
 */
export function AppointmentCard({ appointment, now, markComplete }: { appointment: TherapistAppointment; now: Date; markComplete: ServerAction<{ appointmentId: string }> }) {
  const isPassed = isAppointmentPassed(appointment, now)
  const state = markCompleteState(appointment, now)
  const isLive = appointment.status === 'Paid' && !appointment.isComplete && isInSession(appointment, now)
  const titleId = `appointment-${appointment._id}`

  return (
    <article
      aria-labelledby={titleId}
      data-testid="appointment-card"
      data-passed={isPassed || undefined}
      className={cn(
        'flex flex-col rounded-2xl border p-5 shadow-sm',
        isPassed ? 'border-dashed border-sand-200 bg-sand-100 text-ink-muted shadow-none' : 'border-sand-200 bg-white',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className={cn('min-w-0 font-sans text-lg font-semibold break-words', isPassed ? 'text-ink-muted' : 'text-ink')}>
          {appointment.userId.fullName}
        </h3>
        <Badge tone={statusBadgeColour(appointment.status)} className="shrink-0">
          {appointment.status}
        </Badge>
      </div>
      {isPassed || isLive || appointment.isRescheduled ? (
        <p className="mt-2 flex flex-wrap gap-1.5">
          {isPassed ? <span className="inline-flex rounded-full bg-sand-200 px-2.5 py-0.5 text-xs font-semibold text-ink">Appointment Passed</span> : null}
          {isLive ? <span className="inline-flex rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">In session now</span> : null}
          {appointment.isRescheduled ? (
            <span className="inline-flex rounded-full border border-brand-200 bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900">Rescheduled</span>
          ) : null}
        </p>
      ) : null}

      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium">Date</dt>
        <dd>{appointmentDateLabel(appointment.appointmentDate)}</dd>
        <dt className="font-medium">Time</dt>
        <dd>{timeSlotLabel(appointment.slot_start, appointment.slot_end)}</dd>
        <dt className="font-medium">Duration</dt>
        <dd>{formatHours(appointment.duration)}</dd>
        <dt className="font-medium">Amount</dt>
        <dd className="tabular-nums">{formatNaira(nairaToKobo(appointment.amount))}</dd>
      </dl>

      {appointment.videoLink && showsVideoLink(appointment, now) ? <VideoLink href={appointment.videoLink} className="mt-3 text-sm" /> : null}

      {state === 'none' ? null : <MarkCompleteButton appointmentId={appointment._id} state={state} action={markComplete} />}
    </article>
  )
}
