'use client'

import { useEffect, useRef, useState } from 'react'
import { Button, ButtonLink } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import type { PatientAppointment } from '@/lib/server/appointments/appointment-dto'
import type { ProfileAppointment } from '@/lib/server/appointments/list-patient-appointments'
import { RESCHEDULE_BLOCKS } from '@/lib/validation/reschedule'
import { IntakePrompt } from '@/components/intake/intake-prompt'
import { RateSessionStep } from '@/components/reviews/rate-session-step'
import { SessionReviewPanel } from '@/components/reviews/session-review-panel'
import { AppointmentFacts } from './appointment-facts'
import { CancelSeriesStep } from './cancel-series-step'
import { CancelSessionStep } from './cancel-session-step'
import { MoveProposalPanel, type MoveStep } from './move-proposal-panel'
import { MoveProposalStep } from './move-proposal-step'
import { RefundAccountStep } from './refund-account-step'
import { ReportAbsenceStep } from './report-absence-step'
import { SessionActions } from './session-actions'
import { SessionChangesPanel, type SessionStep } from './session-changes-panel'

type Props = {
  appointment: ProfileAppointment | null
  open: boolean
  onClose: () => void
  serverNow: string
  /** The appointment as a step left it (cancelled, reported, refund on its way): the list shows it at once. */
  onChange: (appointment: PatientAppointment) => void
}

/** The Appointment Details dialog, with the steps to cancel, report an absence and add a refund account inside it. */
export function AppointmentDetailsDialog({ appointment, open, onClose, serverNow, onChange }: Props) {
  return (
    <Dialog open={open && appointment !== null} onClose={onClose} title="Appointment Details">
      {appointment && <DialogBody appointment={appointment} onClose={onClose} serverNow={serverNow} onChange={onChange} />}
    </Dialog>
  )
}

/** A step of the dialog: a change of the session, an answer to a proposed move, or the patient's rating. */
type Step = SessionStep | MoveStep | 'review'

type BodyProps = { appointment: ProfileAppointment; onClose: () => void; serverNow: string; onChange: (appointment: PatientAppointment) => void }

/**
 * The details, or one step (cancel, report, refund account) in their place. The dialog's content
 * unmounts when it closes, so it always opens on the details; Escape closes it from any step.
 */
function DialogBody({ appointment, onClose, serverNow, onChange }: BodyProps) {
  const [step, setStep] = useState<Step | null>(null)
  const [returnTo, setReturnTo] = useState<Step | null>(null)
  // Kept while its step runs: answering it clears it from the appointment the list shows.
  const [proposal] = useState(appointment.moveProposal ?? null)
  // When the dialog opened: which changes the session allows (the server decides again on each call).
  const [now] = useState(() => new Date())
  const back = () => {
    setReturnTo(step)
    setStep(null)
  }

  if (step === 'review') return <RateSessionStep appointment={appointment} onRated={onChange} onBack={back} />
  if (step === 'cancel') return <CancelSessionStep appointment={appointment} now={now} onCancelled={onChange} onBack={back} onAddAccount={() => setStep('account')} />
  if (step === 'cancel-series' && appointment.series) return <CancelSeriesStep seriesId={appointment.series._id} onCancelled={onChange} onBack={back} />
  if (step === 'report') return <ReportAbsenceStep appointment={appointment} onReported={onChange} onBack={back} />
  if (step === 'account') return <RefundAccountStep appointment={appointment} onSaved={onChange} onBack={back} />
  if ((step === 'accept-move' || step === 'decline-move') && proposal)
    return <MoveProposalStep appointment={appointment} proposal={proposal} step={step} onAnswered={onChange} onStep={setStep} onBack={back} onAddAccount={() => setStep('account')} />
  return <Details appointment={appointment} onClose={onClose} serverNow={serverNow} now={now} onStep={setStep} returnTo={returnTo} />
}

type DetailsProps = { appointment: ProfileAppointment; onClose: () => void; serverNow: string; now: Date; onStep: (step: Step) => void; returnTo: Step | null }

function Details({ appointment, onClose, serverNow, now, onStep, returnTo }: DetailsProps) {
  const ref = useRef<HTMLDivElement>(null)

  // Back from a step: focus goes to the button that opened it, or, when it is gone (the session was
  // cancelled), to what became of the session, never to the page behind the modal.
  useEffect(() => {
    const root = ref.current
    if (!returnTo || !root) return
    const target = root.querySelector<HTMLElement>(`[data-step="${returnTo}"]`) ?? root.querySelector<HTMLElement>('[data-focus-fallback]')
    target?.focus()
  }, [returnTo])

  return (
    <div ref={ref} className="space-y-5">
      <AppointmentFacts appointment={appointment} />
      {appointment.intakeNeeded && appointment.status === 'Paid' ? <IntakePrompt appointmentId={appointment._id} /> : null}
      <SessionActions session={appointment} serverNow={serverNow} />
      {appointment.moveProposal && appointment.status === 'Paid' ? <MoveProposalPanel proposal={appointment.moveProposal} onStep={onStep} /> : null}
      <SessionChangesPanel appointment={appointment} now={now} onStep={onStep} />
      <SessionReviewPanel appointment={appointment} now={now} onRate={() => onStep('review')} />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
        {appointment.status === 'Cancelled' ? null : appointment.block ? (
          // A disabled control needs no contrast by WCAG, but its text is the reason: keep it readable.
          <Button disabled variant="ghost" className="bg-sand-100">
            {RESCHEDULE_BLOCKS[appointment.block]}
          </Button>
        ) : (
          <ButtonLink href={`/reschedule-appointment/${appointment._id}`}>Re-schedule</ButtonLink>
        )}
      </div>
    </div>
  )
}
