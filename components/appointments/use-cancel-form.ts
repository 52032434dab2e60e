'use client'

import { useState, type FormEvent } from 'react'
import { refundAccountSchema, type RefundAccount } from '@/lib/validation/cancellation'
import { accountErrorsOf, type AccountErrors } from './bank-account-fields'
import { callApi } from './call-api'

type Options<T> = {
  /** The API path that cancels (POST), e.g. patient/cancel-appointment/{id}. */
  path: string
  /** The payment went by bank transfer: the refund needs the patient's account. */
  needsRefundAccount: boolean
  /** The confirmation when the server sends no message. */
  doneMessage: string
  onCancelled: (result: T & { message: string }) => void
}

/**
 * A patient's cancellation form (one session, or the rest of a series): the optional reason, the bank
 * account when one is needed (checked here first, then by the server and the bank), the POST, and
 * where the server's refusal shows: beside the account fields, or above the buttons.
 */
export function useCancelForm<T>({ path, needsRefundAccount, doneMessage, onCancelled }: Options<T>) {
  const [reason, setReason] = useState('')
  const [account, setAccountValue] = useState<RefundAccount>({ bankCode: '', accountNumber: '' })
  const [accountErrors, setAccountErrors] = useState<AccountErrors>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [isSending, setIsSending] = useState(false)

  function setAccount(next: RefundAccount) {
    setAccountValue(next)
    setAccountErrors({})
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (isSending) return
    let refundAccount: RefundAccount | undefined
    if (needsRefundAccount) {
      const parsed = refundAccountSchema.safeParse(account)
      if (!parsed.success) {
        setAccountErrors(accountErrorsOf(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), [issue.message]]))))
        return
      }
      refundAccount = parsed.data
    }
    setIsSending(true)
    setProblem(null)
    const answer = await callApi<T>(path, {
      method: 'POST',
      body: { ...(reason.trim() ? { reason: reason.trim() } : {}), ...(refundAccount ? { refundAccount } : {}) },
    })
    setIsSending(false)
    if (!answer.ok) {
      const fieldErrors = needsRefundAccount ? accountErrorsOf(answer.errors) : {}
      setAccountErrors(fieldErrors)
      // A problem with the account shows beside its field; anything else (409: started, cancelled) above the buttons.
      setProblem(fieldErrors.bankCode || fieldErrors.accountNumber ? null : answer.message)
      return
    }
    onCancelled({ ...answer.data, message: answer.message ?? doneMessage })
  }

  return { reason, setReason, account, setAccount, accountErrors, problem, isSending, onSubmit }
}

export type CancelForm = ReturnType<typeof useCancelForm>
