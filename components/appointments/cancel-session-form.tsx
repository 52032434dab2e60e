'use client'

import { describePolicy } from '@/lib/appointments/cancellation-policy'
import { formatNaira, nairaToKobo } from '@/lib/money'
import type { PatientAppointment } from '@/lib/server/appointments/appointment-dto'
import type { CancellationQuoteAnswer } from '@/lib/server/cancellations/quote-patient-cancellation'
import { describeLagosInstant } from '@/lib/time'
import { CancelDetailsFields } from './cancel-details-fields'
import type { Cancelled } from './cancellation-result'
import { StepActions } from '@/components/ui/step-actions'
import { useCancelForm } from './use-cancel-form'

type Props = {
  appointment: PatientAppointment
  quote: CancellationQuoteAnswer
  now: Date
  onBack: () => void
  onCancelled: (result: Cancelled) => void
}

/**
 * The cancellation itself: what comes back and until when everything would have, an optional reason,
 * the bank account when the payment was a bank transfer, and the confirmation (POST
 * patient/cancel-appointment/{id}). The server decides the refund again at that moment.
 */
export function CancelSessionForm({ appointment, quote, now, onBack, onCancelled }: Props) {
  const form = useCancelForm<Omit<Cancelled, 'message'>>({
    path: `patient/cancel-appointment/${appointment._id}`,
    needsRefundAccount: quote.needsRefundAccount,
    doneMessage: 'Your session has been cancelled.',
    onCancelled,
  })
  const refundKobo = nairaToKobo(quote.refundAmount)
  const paidKobo = nairaToKobo(appointment.amount)
  const deadline = new Date(quote.fullRefundUntil)

  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-4">
      <div className="rounded-xl bg-brand-50 px-4 py-3">
        <p className="text-sm font-semibold text-brand-900">You will get back</p>
        <p className="text-2xl font-semibold text-brand-900" data-testid="quote-refund">
          {formatNaira(refundKobo)}
        </p>
        <p className="text-sm text-brand-900">
          {refundKobo >= paidKobo ? 'Everything you paid.' : refundKobo === 0 ? `Nothing of the ${formatNaira(paidKobo)} you paid.` : `Of the ${formatNaira(paidKobo)} you paid.`}
        </p>
      </div>
      <p className="text-sm text-ink" data-testid="quote-deadline">
        {deadline >= now
          ? `Full refund if you cancel by ${describeLagosInstant(deadline)}.`
          : `The full refund ended on ${describeLagosInstant(deadline)}.`}
      </p>
      <p className="text-sm text-ink-muted">
        <span className="font-semibold text-ink">Cancellation policy: </span>
        {describePolicy(quote.policy)}
      </p>

      <CancelDetailsFields form={form} needsRefundAccount={quote.needsRefundAccount} />

      <StepActions problem={form.problem} busy={form.isSending} back={{ label: 'Keep session', onClick: onBack }} action={{ label: 'Confirm cancellation', busyLabel: 'Cancelling…', variant: 'danger' }} />
    </form>
  )
}
