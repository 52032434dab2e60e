'use client'

import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import type { PatientAppointment } from '@/lib/server/appointments/appointment-dto'
import type { CancellationQuoteAnswer } from '@/lib/server/cancellations/quote-patient-cancellation'
import { callApi } from './call-api'
import { CancelSessionForm } from './cancel-session-form'
import { CancellationResult, type Cancelled } from './cancellation-result'
import { StepHeading } from './step-heading'

type Props = {
  appointment: PatientAppointment
  now: Date
  onCancelled: (appointment: PatientAppointment) => void
  onBack: () => void
  onAddAccount: () => void
}

type Loaded = { quote: CancellationQuoteAnswer } | { problem: string }

/**
 * Cancel session: what cancelling now gives back is asked of the server (GET
 * patient/cancellation-quote/{id}, under the policy stored with the booking), then the patient
 * confirms, and sees what happened: the session cancelled, the refund and where it stands.
 */
export function CancelSessionStep({ appointment, now, onCancelled, onBack, onAddAccount }: Props) {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [cancelled, setCancelled] = useState<Cancelled | null>(null)

  useEffect(() => {
    let isCurrent = true
    void callApi<CancellationQuoteAnswer>(`patient/cancellation-quote/${appointment._id}`).then((answer) => {
      if (isCurrent) setLoaded(answer.ok ? { quote: answer.data } : { problem: answer.message })
    })
    return () => {
      isCurrent = false
    }
  }, [appointment._id])

  if (cancelled) return <CancellationResult cancelled={cancelled} onDone={onBack} onAddAccount={onAddAccount} />

  return (
    <section aria-labelledby="cancel-step-heading" className="space-y-4" data-testid="cancel-step">
      <StepHeading id="cancel-step-heading">Cancel this session</StepHeading>
      {loaded === null ? (
        <div className="flex items-center gap-3 text-sm text-ink-muted">
          <Spinner label="Checking what you would get back" />
          <span aria-hidden="true">Checking what you would get back…</span>
        </div>
      ) : 'problem' in loaded ? (
        <>
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {loaded.problem}
          </p>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onBack}>
              Back
            </Button>
          </div>
        </>
      ) : (
        <CancelSessionForm
          appointment={appointment}
          quote={loaded.quote}
          now={now}
          onBack={onBack}
          onCancelled={(result) => {
            onCancelled(result.appointment)
            setCancelled(result)
          }}
        />
      )}
    </section>
  )
}
