'use client'

import Link from 'next/link'
import { joinLink } from '@/lib/appointments/session-mode-text'
import { SESSION_MODE_LABELS, toSessionMode } from '@/lib/session-modes'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, useTransition } from 'react'
import { appointmentDateLabel, timeSlotLabel } from '@/components/appointments/appointment-display'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/components/ui/cn'
import { canCancelSession, canMarkPatientAbsent } from '@/lib/appointments/session-changes'
import { formatHours } from '@/lib/format'
import { formatNaira, nairaToKobo } from '@/lib/money'
import type { TherapistAppointment } from '@/lib/server/therapist-dashboard/therapist-appointment-dto'
import { isAppointmentPassed, isInSession, markCompleteState, showsVideoLink, statusBadgeColour } from '@/lib/therapist-dashboard/card-state'
import type { ServerAction } from '@/lib/action-result'
import { therapistAppointmentPath } from '@/lib/therapist-dashboard/appointment-path'
import { CardChips } from './card-chips'
import { MarkCompleteButton } from './mark-complete-button'
import { SessionChangeButtons } from './session-change-buttons'
import { VideoLink } from './video-link'

/**
 * One card of the schedule: patient, status badge, date, 12-hour time range in Lagos time, duration,
 * the amount paid and Mark Complete. Not the therapist's own specialties, which would be the same on
 * every card: the card speaks of the session instead, and says when the patient rescheduled it. A
 * passed card is dimmed with Appointment Passed; a paid session still to come shows its video link.
 * Cancel session before the start, Mark patient absent from the start until 48 hours after the end;
 * what they did shows on the card at once, and the page is refreshed from the server behind it. `now`
 * is the server's clock at render.
 */
export function AppointmentCard({ appointment: stored, now, markComplete }: { appointment: TherapistAppointment; now: Date; markComplete: ServerAction<{ appointmentId: string }> }) {
  const mode = toSessionMode(stored.sessionMode ?? 'video')
  const router = useRouter()
  const [, startRefresh] = useTransition()
  const [changed, setChanged] = useState<Partial<TherapistAppointment>>({})
  const appointment = { ...stored, ...changed }
  const isPassed = isAppointmentPassed(appointment, now)
  const state = markCompleteState(appointment, now)
  const isLive = appointment.status === 'Paid' && !appointment.isComplete && isInSession(appointment, now)
  const titleId = `appointment-${appointment._id}`

  const titleRef = useRef<HTMLHeadingElement>(null)
  const focusTitle = useRef(false)

  // After a change the button that opened its dialog is gone: focus goes to the card it changed
  // (after the dialog's own close, which runs first), never to the page's start.
  useEffect(() => {
    if (!focusTitle.current) return
    focusTitle.current = false
    titleRef.current?.focus()
  })

  const change = (patch: Partial<TherapistAppointment>) => {
    focusTitle.current = true
    setChanged((current) => ({ ...current, ...patch }))
    startRefresh(() => router.refresh())
  }

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
        <h3 ref={titleRef} id={titleId} tabIndex={-1} className={cn('min-w-0 font-sans text-lg font-semibold break-words', isPassed ? 'text-ink-muted' : 'text-ink')}>
          {appointment.userId.fullName}
        </h3>
        <Badge tone={statusBadgeColour(appointment.status)} className="shrink-0">
          {appointment.status}
        </Badge>
      </div>
      <CardChips appointment={appointment} isPassed={isPassed} isLive={isLive} />

      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium">Date</dt>
        <dd>{appointmentDateLabel(appointment.appointmentDate)}</dd>
        <dt className="font-medium">Time</dt>
        <dd>{timeSlotLabel(appointment.slot_start, appointment.slot_end)}</dd>
        <dt className="font-medium">Duration</dt>
        <dd>{formatHours(appointment.duration)}</dd>
        <dt className="font-medium">Amount</dt>
        <dd className="tabular-nums">{formatNaira(nairaToKobo(appointment.amount))}</dd>
        <dt className="font-medium">Session</dt>
        <dd data-testid="card-session-mode">{SESSION_MODE_LABELS[mode]}</dd>
      </dl>

      {appointment.status === 'Paid' ? (
        <Link
          href={therapistAppointmentPath(appointment._id)}
          className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          aria-describedby={titleId}
        >
          Intake and notes
        </Link>
      ) : null}
      {mode === 'Phone' ? (
        <PhoneSessionNote patientPhone={appointment.patientPhone} isPaid={appointment.status === 'Paid'} />
      ) : appointment.videoLink && showsVideoLink(appointment, now) ? (
        <VideoLink href={joinLink(mode, appointment.videoLink) ?? appointment.videoLink} audioOnly={mode === 'Audio'} className="mt-3 text-sm" />
      ) : null}

      {state === 'none' ? null : <MarkCompleteButton appointmentId={appointment._id} state={state} action={markComplete} />}
      <SessionChangeButtons
        appointmentId={appointment._id}
        patientName={appointment.userId.fullName}
        amount={appointment.amount}
        canCancel={canCancelSession(appointment, now)}
        canMarkAbsent={canMarkPatientAbsent(appointment, now)}
        onCancelled={() => change({ status: 'Cancelled', state: 'Cancelled', cancelledBy: 'Therapist', videoLink: null })}
        onMarkedAbsent={() => change({ markedNoShow: true })}
      />
    </article>
  )
}

/**
 * A phone session: the patient's number as a tap-to-call link while the server hands it over (from
 * 15 minutes before the start until the end), else when it will appear.
 */
function PhoneSessionNote({ patientPhone, isPaid }: { patientPhone: string | null; isPaid: boolean }) {
  if (!isPaid) return null
  if (patientPhone)
    return (
      <a href={`tel:${patientPhone.replace(/[^+\d]/g, '')}`} className="mt-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline" data-testid="patient-phone">
        Call the patient: {patientPhone}
      </a>
    )
  return (
    <p className="mt-3 text-sm text-ink-muted" data-testid="patient-phone-later">
      Phone session: the patient&apos;s number shows here from 15 minutes before the start until the end. Reload the page then.
    </p>
  )
}
