'use client'

import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { describePolicy } from '@/lib/appointments/cancellation-policy'
import { canCancelSession, canReportAbsentTherapist } from '@/lib/appointments/session-changes'
import type { ProfileAppointment } from '@/lib/server/appointments/list-patient-appointments'
import { RefundSummary } from './refund-summary'

export type SessionStep = 'cancel' | 'cancel-series' | 'report' | 'account'

const CANCELLED_BY = { Patient: 'You cancelled this session.', Therapist: 'Your therapist cancelled this session.', Admin: 'Alafia cancelled this session.' } as const

const REPORT_STATES = {
  Open: 'Reported: you told us the therapist did not come. An admin is looking into it.',
  Refunded: 'You reported that the therapist did not come: you were refunded in full.',
  Dismissed: 'You reported that the therapist did not come: an admin looked into it and no refund is due.',
} as const

type Props = { appointment: ProfileAppointment; now: Date; onStep: (step: SessionStep) => void }

/**
 * What the patient can still do about a session, under its facts: the cancellation policy
 * it was paid under; Cancel session before it starts; Report that the therapist did not come from its
 * start until 48 hours after its end; Add refund account when a refund waits for one; for a week of
 * a weekly series not started yet, Cancel the rest of the series (decision 023). What became of a
 * cancellation, its refund and a report reads here too. Each button opens a step of the dialog.
 */
export function SessionChangesPanel({ appointment, now, onStep }: Props) {
  const { status, cancelledBy, refund, absenceReport, policy } = appointment
  const isCancelled = status === 'Cancelled'
  const lines: ReactNode[] = []
  if (isCancelled) lines.push(<p key="by" className="font-semibold text-ink">{cancelledBy ? CANCELLED_BY[cancelledBy] : 'This session was cancelled.'}</p>)
  if (isCancelled || refund) lines.push(<RefundSummary key="refund" refund={refund} />)
  if (appointment.markedNoShow) lines.push(<p key="no-show">Your therapist marked you absent from this session.</p>)
  if (absenceReport) lines.push(<p key="report" data-testid="absence-report-state">{REPORT_STATES[absenceReport]}</p>)
  if (policy) {
    lines.push(
      <p key="policy" data-testid="dialog-policy">
        <span className="font-semibold text-ink">Cancellation policy: </span>
        {describePolicy(policy)}
      </p>,
    )
  }
  const actions = [
    canCancelSession(appointment, now) && { step: 'cancel' as const, label: 'Cancel session' },
    appointment.series !== null && new Date(appointment.startsAt) > now && { step: 'cancel-series' as const, label: 'Cancel the rest of the series' },
    canReportAbsentTherapist(appointment, now) && { step: 'report' as const, label: 'Report that the therapist did not come' },
    refund?.status === 'AwaitingAccount' && { step: 'account' as const, label: 'Add refund account' },
  ].filter((action) => action !== false)
  if (lines.length === 0 && actions.length === 0) return null

  return (
    <div className="space-y-2 rounded-xl border border-sand-200 bg-sand-50 p-4 text-sm text-ink-muted" data-testid="session-changes">
      {/* Where focus lands when a step closes and its button is gone (the session was cancelled). */}
      <div tabIndex={-1} data-focus-fallback className="space-y-2 focus:outline-none">
        {lines}
      </div>
      {actions.length > 0 ? (
        <div className="flex flex-wrap gap-2 pt-1">
          {actions.map(({ step, label }) => (
            <Button key={step} variant={step === 'account' ? 'primary' : 'secondary'} size="sm" data-step={step} onClick={() => onStep(step)}>
              {label}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
