'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { showFieldErrors } from '@/components/forms/show-field-errors'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { describedBy, Field, Input, Select } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import type { ActionResult, ServerAction } from '@/lib/action-result'
import { PAYOUT_ACCOUNT_SAVED, payoutAccountSchema, type PayoutAccountInput } from '@/lib/validation/payout-account'

type Bank = { name: string; code: string }
type BankAnswer = { accountName: string; bankName: string }
type Found = BankAnswer & { account: PayoutAccountInput }

type Props = {
  /** The provider's banks; null when they could not be loaded. */
  banks: Bank[] | null
  hasAccount: boolean
  actions: { lookUp: ServerAction<PayoutAccountInput, BankAnswer>; save: ServerAction<PayoutAccountInput, BankAnswer> }
}

const EMPTY: PayoutAccountInput = { bankCode: '', accountNumber: '' }

/**
 * Set or change the payout account in two steps: "Look up account" asks the bank whose account it
 * is and shows the name it gives, and "Yes, pay into this account" saves it (the server asks the
 * bank again; the name shown here is never sent).
 */
export function PayoutAccountForm({ banks, hasAccount, actions }: Props) {
  const router = useRouter()
  const [found, setFound] = useState<Found | null>(null)
  const [isSaving, setSaving] = useState(false)
  const confirmHeading = useRef<HTMLHeadingElement>(null)
  const { register, handleSubmit, setError, reset, formState } = useForm<PayoutAccountInput>({ resolver: zodResolver(payoutAccountSchema), defaultValues: EMPTY })
  const { errors, isSubmitting } = formState
  const isBusy = isSubmitting || isSaving

  // The bank's answer is announced and focused, so the person reads the name before confirming.
  useEffect(() => {
    if (found) confirmHeading.current?.focus()
  }, [found])

  /**
   * A refusal about the account (no such account, someone else's name) is shown beside its field,
   * where it stays until the next try; anything else (the bank unreachable) as a notice.
   */
  function refused(result: ActionResult<BankAnswer>): result is Extract<ActionResult<BankAnswer>, { ok: false }> {
    if (result.ok) return false
    if (result.fieldErrors && Object.keys(result.fieldErrors).length > 0) showFieldErrors(setError, result.fieldErrors, { fields: ['bankCode', 'accountNumber'] })
    else notify.error(result.message)
    return true
  }

  async function lookUp(values: PayoutAccountInput) {
    try {
      const result = await actions.lookUp(values)
      if (refused(result)) return
      if (result.data) setFound({ ...result.data, account: values })
    } catch {
      notify.error('An unexpected error occurred.')
    }
  }

  async function save() {
    if (!found || isSaving) return
    setSaving(true)
    try {
      const result = await actions.save(found.account)
      if (refused(result)) {
        setFound(null)
        return
      }
      notify.success(result.message ?? PAYOUT_ACCOUNT_SAVED)
      setFound(null)
      reset(EMPTY)
      router.refresh()
    } catch {
      notify.error('An unexpected error occurred.')
    } finally {
      setSaving(false)
    }
  }

  const bankError = errors.bankCode?.message ?? (banks === null ? 'The list of banks could not be loaded. Please reload the page in a few minutes.' : undefined)
  const numberError = errors.accountNumber?.message

  return (
    <Card aria-labelledby="payout-form-heading" role="region">
      <h2 id="payout-form-heading" className="text-lg font-semibold">
        {hasAccount ? 'Change your payout account' : 'Add your payout account'}
      </h2>
      {hasAccount && <p className="mt-1 text-sm text-ink-muted">After a change, payouts wait 24 hours and we email you, in case it was not you.</p>}
      <form method="post" noValidate onSubmit={handleSubmit(lookUp)} className="mt-4 space-y-4">
        <Field label="Bank" htmlFor="payout-bank" error={bankError} required>
          <Select id="payout-bank" disabled={isBusy || found !== null || !banks} {...describedBy('payout-bank', bankError)} {...register('bankCode')}>
            <option value="">Choose your bank</option>
            {banks?.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Account number" htmlFor="payout-account-number" error={numberError} hint="10 digits" required>
          <Input
            id="payout-account-number"
            inputMode="numeric"
            autoComplete="off"
            disabled={isBusy || found !== null}
            {...describedBy('payout-account-number', numberError)}
            aria-describedby={numberError ? 'payout-account-number-error' : 'payout-account-number-hint'}
            // Spaces and dashes from a pasted number are dropped before the check.
            {...register('accountNumber', { setValueAs: (value: unknown) => String(value ?? '').replace(/[\s-]/g, '') })}
          />
        </Field>
        {!found && (
          <Button type="submit" disabled={isBusy || !banks} className="w-full sm:w-auto">
            {isSubmitting ? 'Looking up…' : 'Look up account'}
          </Button>
        )}
      </form>

      {found && (
        <div className="mt-5 rounded-xl border border-brand-200 bg-brand-50 p-4" data-testid="payout-account-found">
          <h3 ref={confirmHeading} tabIndex={-1} className="text-base font-semibold outline-none">
            Is this your account?
          </h3>
          <p className="mt-2 text-sm" role="status">
            The bank says this account at {found.bankName} belongs to <strong className="break-words">{found.accountName}</strong>.
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Button onClick={save} disabled={isSaving}>
              {isSaving ? 'Saving…' : 'Yes, pay into this account'}
            </Button>
            <Button variant="secondary" onClick={() => setFound(null)} disabled={isSaving}>
              No, change the details
            </Button>
          </div>
        </div>
      )}
    </Card>
  )
}
