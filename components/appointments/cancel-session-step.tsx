'use client'

import { useState } from 'react'
import type { PatientAppointment } from '@/lib/server/appointments/appointment-dto'
import type { CancellationQuoteAnswer } from '@/lib/server/cancellations/quote-patient-cancellation'
import { CancelSessionForm } from './cancel-session-form'
import { CancellationResult, type Cancelled } from './cancellation-result'
import { QuoteGate } from './quote-gate'
import { StepHeading } from './step-heading'

type Props = {
  appointment: PatientAppointment
  now: Date
  onCancelled: (appointment: PatientAppointment) => void
  onBack: () => void
  onAddAccount: () => void
}

/**
 * Cancel session: what cancelling now gives back is asked of the server (GET
 * patient/cancellation-quote/{id}, under the policy stored with the booking), then the patient
 * confirms, and sees what happened: the session cancelled, the refund and where it stands.
 */
export function CancelSessionStep({ appointment, now, onCancelled, onBack, onAddAccount }: Props) {
  const [cancelled, setCancelled] = useState<Cancelled | null>(null)

  if (cancelled) return <CancellationResult cancelled={cancelled} onDone={onBack} onAddAccount={onAddAccount} />

  return (
    <section aria-labelledby="cancel-step-heading" className="space-y-4" data-testid="cancel-step">
      <StepHeading id="cancel-step-heading">Cancel this session</StepHeading>
      <QuoteGate<CancellationQuoteAnswer> path={`patient/cancellation-quote/${appointment._id}`} onBack={onBack}>
        {(quote) => (
          <CancelSessionForm
            appointment={appointment}
            quote={quote}
            now={now}
            onBack={onBack}
            onCancelled={(result) => {
              onCancelled(result.appointment)
              setCancelled(result)
            }}
          />
        )}
      </QuoteGate>
    </section>
  )
}
