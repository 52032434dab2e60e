'use client'

import { Button } from '@/components/ui/button'
import type { PatientProposal } from '@/lib/server/move-proposals/find-open-proposals'
import { describeLagosInstant } from '@/lib/time'
import { dayOptionLabel, timeSlotLabel } from './appointment-display'

export type MoveStep = 'accept-move' | 'decline-move'

/**
 * A new time the therapist proposed for this session, in the Appointment Details dialog: accept it
 * (the session moves) or cancel the session with a full refund. Until the patient answers, the
 * session stays at its time; the proposal lapses when the session's day begins.
 */
export function MoveProposalPanel({ proposal, onStep }: { proposal: PatientProposal; onStep: (step: MoveStep) => void }) {
  return (
    <div className="space-y-2 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-ink" data-testid="move-proposal">
      <p className="font-semibold">Your therapist proposes a new time</p>
      <p>
        <span className="font-semibold">New time: </span>
        <span data-testid="proposed-time">
          {dayOptionLabel(proposal.appointmentDate)}, {timeSlotLabel(proposal.slot_start, proposal.slot_end)}
        </span>{' '}
        (Lagos time)
      </p>
      <p className="text-ink-muted">Please answer before {describeLagosInstant(proposal.answerBy)}. Until then your session stays at its current time.</p>
      <div className="flex flex-wrap gap-2 pt-1">
        <Button size="sm" data-step="accept-move" onClick={() => onStep('accept-move')}>
          Accept new time
        </Button>
        <Button variant="secondary" size="sm" data-step="decline-move" onClick={() => onStep('decline-move')}>
          Cancel with full refund
        </Button>
      </div>
    </div>
  )
}
