import 'server-only'
import { maskAccountNumber, payoutsHeldUntil } from '@/lib/payouts/account-hold'
import type { Role } from '@/lib/roles'
import { assertAdminAreaReader } from '../auth/assert-role'
import { db } from '../db'
import { findTherapistBalance, type TherapistBalance } from '../ledger/therapist-balances'

export type TherapistPayoutSummary = Omit<TherapistBalance, 'therapistId'> & {
  /** Their payout account as admins see it: the bank and the last four digits only. */
  account: { bankName: string; accountNumber: string; accountName: string; heldUntil: string | null } | null
}

/** /admin/therapist/{id}: the therapist's balance, pending, payable and paid out, and where payouts go. Admin and Manager. */
export async function findTherapistPayoutSummary({ viewer, therapistId, now = new Date() }: { viewer: { role: Role }; therapistId: string; now?: Date }): Promise<TherapistPayoutSummary> {
  assertAdminAreaReader(viewer)
  const [balance, account] = await Promise.all([
    findTherapistBalance(db, therapistId, now),
    db.payoutAccount.findUnique({ where: { therapistId }, select: { bankName: true, accountNumber: true, accountName: true, changedAt: true } }),
  ])
  const heldUntil = account ? payoutsHeldUntil(account) : null
  return {
    balanceKobo: balance.balanceKobo,
    earnedKobo: balance.earnedKobo,
    pendingKobo: balance.pendingKobo,
    payableKobo: balance.payableKobo,
    paidOutKobo: balance.paidOutKobo,
    account: account
      ? { bankName: account.bankName, accountNumber: maskAccountNumber(account.accountNumber), accountName: account.accountName, heldUntil: heldUntil && heldUntil > now ? heldUntil.toISOString() : null }
      : null,
  }
}
