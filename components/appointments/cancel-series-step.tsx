'use client'

import { useState } from 'react'
import { StepActions } from '@/components/ui/step-actions'
import { describePolicy } from '@/lib/appointments/cancellation-policy'
import { formatNaira, nairaToKobo } from '@/lib/money'
import type { PatientAppointment } from '@/lib/server/appointments/appointment-dto'
import type { SeriesCancellationAnswer, SeriesCancellationQuote } from '@/lib/server/cancellations/cancel-series'
import { seriesDateLabel } from '@/components/booking/series-week-list'
import { timeSlotLabel } from './appointment-display'
import { CancelDetailsFields } from './cancel-details-fields'
import { QuoteGate } from './quote-gate'
import { RefundSummary } from './refund-summary'
import { StepHeading } from './step-heading'
import { StepResult } from './step-result'
import { useCancelForm } from './use-cancel-form'

type Props = {
  seriesId: string
  onCancelled: (appointment: PatientAppointment) => void
  onBack: () => void
}

type Cancelled = SeriesCancellationAnswer['data'] & { message: string }

/**
 * Cancel the rest of the series (decision 023): what cancelling every week not started yet gives
 * back, week by week under each week's stored policy, is asked of the server (GET
 * patient/cancel-series/{seriesId}); the patient confirms (POST), then sees each cancelled week and
 * its refund. The server decides every refund again at that moment.
 */
export function CancelSeriesStep({ seriesId, onCancelled, onBack }: Props) {
  const [cancelled, setCancelled] = useState<Cancelled | null>(null)

  if (cancelled) return <SeriesCancelled cancelled={cancelled} onDone={onBack} />

  return (
    <section aria-labelledby="cancel-series-heading" className="space-y-4" data-testid="cancel-series-step">
      <StepHeading id="cancel-series-heading">Cancel the rest of the series</StepHeading>
      <QuoteGate<SeriesCancellationQuote> path={`patient/cancel-series/${seriesId}`} onBack={onBack}>
        {(quote) => (
          <CancelSeriesForm
            quote={quote}
            onBack={onBack}
            onCancelled={(result) => {
              for (const week of result.cancelled) onCancelled(week.appointment)
              setCancelled(result)
            }}
          />
        )}
      </QuoteGate>
    </section>
  )
}

function CancelSeriesForm({ quote, onBack, onCancelled }: { quote: SeriesCancellationQuote; onBack: () => void; onCancelled: (result: Cancelled) => void }) {
  const form = useCancelForm<SeriesCancellationAnswer['data']>({
    path: `patient/cancel-series/${quote.seriesId}`,
    needsRefundAccount: quote.needsRefundAccount,
    doneMessage: 'The rest of your weekly sessions has been cancelled.',
    onCancelled,
  })
  const count = quote.remaining.length

  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-4">
      <p className="text-sm text-ink">
        {count === 1 ? 'This session has not started yet and would be cancelled:' : `These ${count} sessions have not started yet and would all be cancelled:`}
      </p>
      <ul className="divide-y divide-sand-100 rounded-xl border border-sand-200 text-sm" data-testid="series-quote">
        {quote.remaining.map((week) => (
          <li key={week._id} className="flex flex-wrap items-baseline justify-between gap-2 px-3 py-2">
            <span>
              <span className="font-semibold text-ink">Week {week.week}: </span>
              {seriesDateLabel(week.appointmentDate)}, {timeSlotLabel(week.slot_start, week.slot_end)}
            </span>
            <span className="font-semibold text-ink">{week.refundAmount > 0 ? `${formatNaira(nairaToKobo(week.refundAmount))} back` : 'No refund'}</span>
          </li>
        ))}
      </ul>
      <div className="rounded-xl bg-brand-50 px-4 py-3">
        <p className="text-sm font-semibold text-brand-900">You will get back in all</p>
        <p className="text-2xl font-semibold text-brand-900" data-testid="series-quote-total">
          {formatNaira(nairaToKobo(quote.refundAmount))}
        </p>
      </div>
      <p className="text-sm text-ink-muted">
        <span className="font-semibold text-ink">Cancellation policy: </span>
        {describePolicy(quote.policy)} Each session is refunded on its own share.
      </p>

      <CancelDetailsFields form={form} needsRefundAccount={quote.needsRefundAccount} />

      <StepActions
        problem={form.problem}
        busy={form.isSending}
        back={{ label: 'Keep sessions', onClick: onBack }}
        action={{ label: count === 1 ? 'Cancel 1 session' : `Cancel ${count} sessions`, busyLabel: 'Cancelling…', variant: 'danger' }}
      />
    </form>
  )
}

/** What cancelling the rest did: each week Cancelled, with its refund and where it stands. */
function SeriesCancelled({ cancelled, onDone }: { cancelled: Cancelled; onDone: () => void }) {
  return (
    <StepResult id="series-cancelled-heading" heading="Sessions cancelled" message={cancelled.message} onBack={onDone} testId="series-cancellation-result">
      <ul className="space-y-2 rounded-xl border border-sand-200 bg-sand-50 p-4 text-sm text-ink-muted">
        {cancelled.cancelled.map(({ appointment, refund }) => (
          <li key={appointment._id}>
            <span className="font-semibold text-ink">
              Week {appointment.series?.week}: {seriesDateLabel(appointment.appointmentDate)}
            </span>
            <RefundSummary refund={refund} />
          </li>
        ))}
      </ul>
      <p className="text-sm font-semibold text-ink" data-testid="series-refund-total">
        In all: {formatNaira(nairaToKobo(cancelled.refundAmount))} back
      </p>
    </StepResult>
  )
}
