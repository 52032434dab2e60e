// Who a payout run pays, once: a therapist whose payable balance has reached the minimum, to a
// payout account that is not held after a change. Pure: the run decides with it (again under the
// therapist's lock) and the admin page uses it to say who the next run will pay and why not.

import { payoutsHeldUntil } from './account-hold'

export type PayoutSkipReason = 'NoAccount' | 'AccountHeld' | 'BelowMinimum'

export type PayoutEligibility = { isPaid: true } | { isPaid: false; reason: PayoutSkipReason; heldUntil: Date | null }

/**
 * Whether a run at `now` pays the therapist their whole payable balance: at least `minimumKobo`
 * payable, an account to pay into, and no 24-hour hold on it. Below the minimum comes first: a
 * therapist owed a little has nothing to fix yet.
 */
export function payoutEligibility({ payableKobo, account, minimumKobo, now }: {
  payableKobo: number
  account: { changedAt: Date | null } | null
  minimumKobo: number
  now: Date
}): PayoutEligibility {
  if (payableKobo < minimumKobo) return { isPaid: false, reason: 'BelowMinimum', heldUntil: null }
  if (!account) return { isPaid: false, reason: 'NoAccount', heldUntil: null }
  const heldUntil = payoutsHeldUntil(account)
  if (heldUntil && heldUntil.getTime() > now.getTime()) return { isPaid: false, reason: 'AccountHeld', heldUntil }
  return { isPaid: true }
}
