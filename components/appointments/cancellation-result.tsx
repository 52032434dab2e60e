'use client'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { PatientAppointment } from '@/lib/server/appointments/appointment-dto'
import { RefundSummary } from './refund-summary'
import { StepResult } from './step-result'

/** POST patient/cancel-appointment's answer: the cancelled appointment and its refund (null when none is due). */
export type Cancelled = { message: string; appointment: PatientAppointment; refund: PatientAppointment['refund'] }

type Props = { cancelled: Cancelled; onDone: () => void; onAddAccount: () => void }

/** What the cancellation did: the session Cancelled, and the refund with where it stands. */
export function CancellationResult({ cancelled, onDone, onAddAccount }: Props) {
  const { refund } = cancelled
  return (
    <StepResult
      id="cancelled-heading"
      heading="Session cancelled"
      message={cancelled.message}
      onBack={onDone}
      testId="cancellation-result"
      actions={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant={refund?.status === 'AwaitingAccount' ? 'ghost' : 'primary'} onClick={onDone}>
            Back to details
          </Button>
          {refund?.status === 'AwaitingAccount' ? <Button onClick={onAddAccount}>Add refund account</Button> : null}
        </div>
      }
    >
      <div className="space-y-2 rounded-xl border border-sand-200 bg-sand-50 p-4 text-sm text-ink-muted">
        <p>
          <span className="font-semibold text-ink">Status: </span>
          <Badge>{cancelled.appointment.status}</Badge>
        </p>
        <RefundSummary refund={refund} />
        {refund?.status === 'AwaitingAccount' ? <p>Tell us which bank account to send it to.</p> : null}
      </div>
    </StepResult>
  )
}
