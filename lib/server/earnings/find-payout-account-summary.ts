import 'server-only'
import { isPayoutAccountHeld, maskAccountNumber, payoutsHeldUntil } from '@/lib/payouts/account-hold'
import { db } from '../db'

export type PayoutAccountSummary = {
  bankName: string
  /** Masked: only the last four digits. */
  accountNumber: string
  accountName: string
  /** When payouts to a replaced account may start; null when none are held. */
  heldUntil: Date | null
}

/** Where the therapist's payouts go, as the earnings page names it; null before they set an account. */
export async function findPayoutAccountSummary({ therapistId, now = new Date() }: { therapistId: string; now?: Date }): Promise<PayoutAccountSummary | null> {
  const account = await db.payoutAccount.findUnique({ where: { therapistId }, select: { bankName: true, accountNumber: true, accountName: true, changedAt: true } })
  if (!account) return null
  return {
    bankName: account.bankName,
    accountNumber: maskAccountNumber(account.accountNumber),
    accountName: account.accountName,
    heldUntil: isPayoutAccountHeld(account, now) ? payoutsHeldUntil(account) : null,
  }
}
