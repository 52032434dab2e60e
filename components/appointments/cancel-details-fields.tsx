'use client'

import { useId } from 'react'
import { Field, Textarea } from '@/components/ui/field'
import { CANCEL_REASON_MAX } from '@/lib/validation/cancellation'
import { BankAccountFields } from './bank-account-fields'
import type { CancelForm } from './use-cancel-form'

/** The optional reason the therapist reads, and the refund's bank account when the payment needs one. */
export function CancelDetailsFields({ form, needsRefundAccount }: { form: CancelForm; needsRefundAccount: boolean }) {
  const reasonId = `${useId()}-reason`
  return (
    <>
      <Field label="Reason (optional)" htmlFor={reasonId} hint="Your therapist reads it.">
        <Textarea
          id={reasonId}
          value={form.reason}
          maxLength={CANCEL_REASON_MAX}
          rows={3}
          className="min-h-20"
          disabled={form.isSending}
          onChange={(event) => form.setReason(event.target.value)}
          aria-describedby={`${reasonId}-hint`}
        />
      </Field>
      {needsRefundAccount ? <BankAccountFields value={form.account} onChange={form.setAccount} errors={form.accountErrors} disabled={form.isSending} /> : null}
    </>
  )
}
