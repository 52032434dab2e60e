// The payout account's takeover defence, once (decision 035). Pure: the payout run and the pages
// that explain the hold both use it.

/** After a therapist replaces their payout account, no payout goes to the new one for this long. */
export const PAYOUT_ACCOUNT_HOLD_HOURS = 24

const HOUR_MS = 3_600_000

/** When payouts to an account may start again: null when it was never replaced (a first account is not held). */
export function payoutsHeldUntil(account: { changedAt: Date | null }): Date | null {
  return account.changedAt ? new Date(account.changedAt.getTime() + PAYOUT_ACCOUNT_HOLD_HOURS * HOUR_MS) : null
}

export function isPayoutAccountHeld(account: { changedAt: Date | null }, now: Date): boolean {
  const until = payoutsHeldUntil(account)
  return until !== null && until.getTime() > now.getTime()
}

/** An account number as pages and emails show it: only its last four digits (••••••1234). */
export function maskAccountNumber(accountNumber: string): string {
  return `••••••${accountNumber.slice(-4)}`
}
