'use client'

import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { StepActions } from '@/components/ui/step-actions'
import { formatNaira, nairaToKobo } from '@/lib/money'
import type { PatientAppointment } from '@/lib/server/appointments/appointment-dto'
import type { PatientProposal } from '@/lib/server/move-proposals/find-open-proposals'
import { dayOptionLabel, timeSlotLabel } from './appointment-display'
import { callApi } from './call-api'
import { CancellationResult, type Cancelled } from './cancellation-result'
import type { MoveStep } from './move-proposal-panel'
import { StepHeading } from './step-heading'

type Props = {
  appointment: PatientAppointment
  proposal: PatientProposal
  step: MoveStep
  onAnswered: (appointment: PatientAppointment) => void
  onStep: (step: MoveStep) => void
  onBack: () => void
  onAddAccount: () => void
}

const when = (time: { appointmentDate: string; slot_start: string; slot_end: string }) => `${dayOptionLabel(time.appointmentDate)}, ${timeSlotLabel(time.slot_start, time.slot_end)}`

/**
 * The patient's answer to a proposed new time: accept it (POST patient/move-proposal/{id}/accept, the
 * session moves and both people get the updated calendar invite) or cancel with a full refund
 * (…/decline). When the new time is gone meanwhile, the server says so and the refund stays offered.
 */
export function MoveProposalStep({ appointment, proposal, step, onAnswered, onStep, onBack, onAddAccount }: Props) {
  const [problem, setProblem] = useState<string | null>(null)
  const [isSending, setIsSending] = useState(false)
  const [moved, setMoved] = useState<{ message: string; appointment: PatientAppointment } | null>(null)
  const [cancelled, setCancelled] = useState<Cancelled | null>(null)
  const isAccept = step === 'accept-move'

  async function answer() {
    if (isSending) return
    setIsSending(true)
    setProblem(null)
    if (isAccept) {
      const result = await callApi<PatientAppointment>(`patient/move-proposal/${proposal._id}/accept`, { method: 'POST' })
      setIsSending(false)
      if (!result.ok) return setProblem(result.message)
      setMoved({ message: result.message ?? 'Your session has been moved.', appointment: result.data })
      onAnswered(result.data)
      return
    }
    const result = await callApi<{ appointment: PatientAppointment; refund: PatientAppointment['refund'] }>(`patient/move-proposal/${proposal._id}/decline`, { method: 'POST' })
    setIsSending(false)
    if (!result.ok) return setProblem(result.message)
    setCancelled({ message: result.message ?? 'Your session has been cancelled.', appointment: result.data.appointment, refund: result.data.refund })
    onAnswered(result.data.appointment)
  }

  if (cancelled) return <CancellationResult cancelled={cancelled} onDone={onBack} onAddAccount={onAddAccount} />
  if (moved) {
    return (
      <section aria-labelledby="moved-heading" className="space-y-4" data-testid="move-result">
        <StepHeading id="moved-heading">Session moved</StepHeading>
        <p role="status" className="text-sm text-ink">
          {moved.message} New time: {when(moved.appointment)} (Lagos time).
        </p>
        <div className="flex justify-end">
          <Button onClick={onBack}>Back to details</Button>
        </div>
      </section>
    )
  }

  return (
    <section aria-labelledby="move-step-heading" className="space-y-4" data-testid="move-step">
      <StepHeading id="move-step-heading">{isAccept ? 'Accept the new time' : 'Cancel with a full refund'}</StepHeading>
      {isAccept ? (
        <p className="text-sm text-ink">
          Your session moves from {when(appointment)} to <span className="font-semibold">{when(proposal)}</span> (Lagos time). Its length and price stay the same,
          and its calendar invite is updated.
        </p>
      ) : (
        <p className="text-sm text-ink">
          Your session on {when(appointment)} is cancelled and you get back everything you paid ({formatNaira(nairaToKobo(appointment.amount))}).
        </p>
      )}
      <StepActions
        problem={problem}
        busy={isSending}
        back={{ label: 'Back', onClick: onBack }}
        alternative={
          isAccept && problem ? (
            <Button variant="secondary" onClick={() => onStep('decline-move')} disabled={isSending}>
              Cancel with full refund instead
            </Button>
          ) : null
        }
        action={{ label: isAccept ? 'Accept new time' : 'Cancel with full refund', busyLabel: 'Sending…', variant: isAccept ? 'primary' : 'danger', onClick: answer }}
      />
    </section>
  )
}
