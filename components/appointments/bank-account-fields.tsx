'use client'

import { useId } from 'react'
import { describedBy, Field, Input, Select } from '@/components/ui/field'
import type { RefundAccount } from '@/lib/validation/cancellation'
import { useBanks } from './use-banks'

export type AccountErrors = { bankCode?: string; accountNumber?: string }

type Props = { value: RefundAccount; onChange: (value: RefundAccount) => void; errors: AccountErrors; disabled?: boolean }

/**
 * The bank account a refund of a bank transfer goes to: the bank, from the provider's list, and the
 * 10-digit account number (NUBAN). The server asks the bank whether the account exists.
 */
export function BankAccountFields({ value, onChange, errors, disabled }: Props) {
  const id = useId()
  const banks = useBanks()
  const bankId = `${id}-bank`
  const numberId = `${id}-account-number`
  return (
    <fieldset className="space-y-4 rounded-xl border border-sand-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">Refund to this bank account</legend>
      <Field label="Bank" htmlFor={bankId} error={errors.bankCode ?? (banks === null ? 'The list of banks could not be loaded. Close and try again.' : undefined)} required>
        <Select
          id={bankId}
          value={value.bankCode}
          disabled={disabled || !banks}
          onChange={(event) => onChange({ ...value, bankCode: event.target.value })}
          {...describedBy(bankId, errors.bankCode)}
        >
          <option value="">{banks === undefined ? 'Loading banks…' : 'Choose your bank'}</option>
          {banks?.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Account number" htmlFor={numberId} error={errors.accountNumber} hint="10 digits" required>
        <Input
          id={numberId}
          value={value.accountNumber}
          disabled={disabled}
          inputMode="numeric"
          autoComplete="off"
          // No maxLength: a number pasted with spaces or dashes would be cut before they are dropped.
          onChange={(event) => onChange({ ...value, accountNumber: event.target.value.replace(/\D/g, '').slice(0, 10) })}
          {...describedBy(numberId, errors.accountNumber)}
          aria-describedby={errors.accountNumber ? `${numberId}-error` : `${numberId}-hint`}
        />
      </Field>
    </fieldset>
  )
}

/** The account's problems from the shared schema's answer (either the cancel call's or the refund-account call's keys). */
export function accountErrorsOf(errors: Record<string, string[]>): AccountErrors {
  return {
    bankCode: errors['refundAccount.bankCode']?.[0] ?? errors.bankCode?.[0],
    accountNumber: errors['refundAccount.accountNumber']?.[0] ?? errors.accountNumber?.[0] ?? errors.refundAccount?.[0],
  }
}
