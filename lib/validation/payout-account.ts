import { z } from './zod'

// The therapist's payout account: shared by the page's form, its server actions and
// PUT /api/v1/therapist/payout-account.

export const CHOOSE_BANK = 'Choose your bank'
export const ENTER_ACCOUNT_NUMBER = 'Enter your 10-digit account number'
export const NO_SUCH_ACCOUNT = 'No account with that number was found at that bank.'
export const BANK_UNREACHABLE = 'The bank could not be reached just now. Please try again in a few minutes.'
export const PAYOUT_ACCOUNT_SAVED = 'Your payout account is saved.'

/** The bank's name for the account is not the therapist's: payouts go only to an account in their own name. */
export function nameMismatchMessage(fullName: string): string {
  return `The name on this account does not match your name on Alafia (${fullName}). Payouts can only go to an account in your own name.`
}

export const payoutAccountSchema = z.object({
  // Checked against the provider's bank list on the server.
  bankCode: z.string({ error: CHOOSE_BANK }).trim().regex(/^\d{3,6}$/, CHOOSE_BANK),
  // A Nigerian account number (NUBAN) is exactly ten digits.
  accountNumber: z.string({ error: ENTER_ACCOUNT_NUMBER }).trim().regex(/^\d{10}$/, ENTER_ACCOUNT_NUMBER),
})
export type PayoutAccountInput = z.output<typeof payoutAccountSchema>
