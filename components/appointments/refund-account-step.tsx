'use client'

import { useState, type FormEvent } from 'react'
import { formatNaira, nairaToKobo } from '@/lib/money'
import type { PatientAppointment } from '@/lib/server/appointments/appointment-dto'
import { refundAccountSchema, type RefundAccount } from '@/lib/validation/cancellation'
import { accountErrorsOf, BankAccountFields, type AccountErrors } from './bank-account-fields'
import { callApi } from './call-api'
import { StepHeading } from './step-heading'
import { StepActions } from '@/components/ui/step-actions'
import { StepResult } from './step-result'

type Props = { appointment: PatientAppointment; onSaved: (appointment: PatientAppointment) => void; onBack: () => void }

/**
 * Add refund account: a refund of a bank transfer waits until the patient names the account
 * it goes to (POST patient/refund-account/{id}); the bank confirms the account first.
 */
export function RefundAccountStep({ appointment, onSaved, onBack }: Props) {
  const [account, setAccount] = useState<RefundAccount>({ bankCode: '', accountNumber: '' })
  const [errors, setErrors] = useState<AccountErrors>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [saved, setSaved] = useState<string | null>(null)
  const [isSending, setIsSending] = useState(false)
  const { refund } = appointment

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (isSending) return
    const parsed = refundAccountSchema.safeParse(account)
    if (!parsed.success) {
      setErrors(accountErrorsOf(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), [issue.message]]))))
      return
    }
    setIsSending(true)
    setProblem(null)
    const answer = await callApi<undefined>(`patient/refund-account/${appointment._id}`, { method: 'POST', body: parsed.data })
    setIsSending(false)
    if (!answer.ok) {
      const fieldErrors = accountErrorsOf(answer.errors)
      setErrors(fieldErrors)
      // A problem with the account shows beside its field; anything else (409: nothing waiting) here.
      setProblem(fieldErrors.bankCode || fieldErrors.accountNumber ? null : answer.message)
      return
    }
    // On its way: the list reads "Refund in progress" at once; the refreshed page says where it stands.
    if (refund) onSaved({ ...appointment, refund: { ...refund, status: 'Requested' } })
    setSaved(answer.message ?? 'Thank you.')
  }

  if (saved) return <StepResult id="account-saved-heading" heading="Refund account added" message={saved} onBack={onBack} testId="refund-account-result" />

  return (
    <section aria-labelledby="account-step-heading" className="space-y-4" data-testid="refund-account-step">
      <StepHeading id="account-step-heading">Add refund account</StepHeading>
      <p className="text-sm text-ink">
        You paid by bank transfer, so your refund{refund ? ` of ${formatNaira(nairaToKobo(refund.amount))}` : ''} goes to the account you name here. The bank
        checks the account first.
      </p>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <BankAccountFields
          value={account}
          onChange={(next) => {
            setAccount(next)
            setErrors({})
          }}
          errors={errors}
          disabled={isSending}
        />
        <StepActions problem={problem} busy={isSending} back={{ label: 'Back', onClick: onBack }} action={{ label: 'Send my refund here', busyLabel: 'Saving…' }} />
      </form>
    </section>
  )
}
