import 'server-only'
import { isPayoutAccountHeld, maskAccountNumber, payoutsHeldUntil } from '@/lib/payouts/account-hold'
import { db } from '../../db'

export type PayoutAccountView = {
  bankCode: string
  bankName: string
  accountName: string
  /** Only the last four digits. */
  accountNumber: string
  /** While a replaced account's 24-hour hold runs: when payouts to it may start. */
  heldUntil: Date | null
}

/** The therapist's own payout account as pages and the API show it, or null when none is set. */
export async function findPayoutAccount({ therapistId, now = new Date() }: { therapistId: string; now?: Date }): Promise<PayoutAccountView | null> {
  const account = await db.payoutAccount.findUnique({ where: { therapistId }, select: { bankCode: true, bankName: true, accountName: true, accountNumber: true, changedAt: true } })
  if (!account) return null
  return {
    bankCode: account.bankCode,
    bankName: account.bankName,
    accountName: account.accountName,
    accountNumber: maskAccountNumber(account.accountNumber),
    heldUntil: isPayoutAccountHeld(account, now) ? payoutsHeldUntil(account) : null,
  }
}
