'use client'

import { useId, useState, type FormEvent } from 'react'
import { Field, Textarea } from '@/components/ui/field'
import { describePolicy } from '@/lib/appointments/cancellation-policy'
import { formatNaira, nairaToKobo } from '@/lib/money'
import type { PatientAppointment } from '@/lib/server/appointments/appointment-dto'
import type { CancellationQuoteAnswer } from '@/lib/server/cancellations/quote-patient-cancellation'
import { describeLagosInstant } from '@/lib/time'
import { CANCEL_REASON_MAX, refundAccountSchema, type RefundAccount } from '@/lib/validation/cancellation'
import { accountErrorsOf, BankAccountFields, type AccountErrors } from './bank-account-fields'
import { callApi } from './call-api'
import type { Cancelled } from './cancellation-result'
import { StepActions } from '@/components/ui/step-actions'

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
  const id = useId()
  const [reason, setReason] = useState('')
  const [account, setAccount] = useState<RefundAccount>({ bankCode: '', accountNumber: '' })
  const [accountErrors, setAccountErrors] = useState<AccountErrors>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [isSending, setIsSending] = useState(false)
  const refundKobo = nairaToKobo(quote.refundAmount)
  const paidKobo = nairaToKobo(appointment.amount)
  const deadline = new Date(quote.fullRefundUntil)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (isSending) return
    let refundAccount: RefundAccount | undefined
    if (quote.needsRefundAccount) {
      const parsed = refundAccountSchema.safeParse(account)
      if (!parsed.success) {
        setAccountErrors(accountErrorsOf(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), [issue.message]]))))
        return
      }
      refundAccount = parsed.data
    }
    setIsSending(true)
    setProblem(null)
    const answer = await callApi<Omit<Cancelled, 'message'>>(`patient/cancel-appointment/${appointment._id}`, {
      method: 'POST',
      body: { ...(reason.trim() ? { reason: reason.trim() } : {}), ...(refundAccount ? { refundAccount } : {}) },
    })
    setIsSending(false)
    if (!answer.ok) {
      const fieldErrors = quote.needsRefundAccount ? accountErrorsOf(answer.errors) : {}
      setAccountErrors(fieldErrors)
      // A problem with the account shows beside its field; anything else (409: started, cancelled) here.
      setProblem(fieldErrors.bankCode || fieldErrors.accountNumber ? null : answer.message)
      return
    }
    onCancelled({ ...answer.data, message: answer.message ?? 'Your session has been cancelled.' })
  }

  const reasonId = `${id}-reason`
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
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

      <Field label="Reason (optional)" htmlFor={reasonId} hint="Your therapist reads it.">
        <Textarea
          id={reasonId}
          value={reason}
          maxLength={CANCEL_REASON_MAX}
          rows={3}
          className="min-h-20"
          disabled={isSending}
          onChange={(event) => setReason(event.target.value)}
          aria-describedby={`${reasonId}-hint`}
        />
      </Field>

      {quote.needsRefundAccount ? (
        <BankAccountFields
          value={account}
          onChange={(next) => {
            setAccount(next)
            setAccountErrors({})
          }}
          errors={accountErrors}
          disabled={isSending}
        />
      ) : null}

      <StepActions problem={problem} busy={isSending} back={{ label: 'Keep session', onClick: onBack }} action={{ label: 'Confirm cancellation', busyLabel: 'Cancelling…', variant: 'danger' }} />
    </form>
  )
}
