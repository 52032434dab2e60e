import 'server-only'
import { maskAccountNumber, payoutsHeldUntil } from '@/lib/payouts/account-hold'
import { logError } from '@/lib/server/log'
import { recordAudit } from '../../audit/record-audit'
import { db } from '../../db'
import { lookUpPayoutAccount } from './look-up-payout-account'
import { sendPayoutAccountNotice } from './payout-account-notice'

export type SavedPayoutAccount = { accountName: string; bankName: string; heldUntil: Date | null }

/**
 * Saves the account the therapist confirmed. The bank is asked again here, whatever the page showed:
 * a name sent by the browser is never trusted. Replacing an earlier account with another number or
 * bank sets changedAt, which holds payouts for 24 hours (lib/payouts/account-hold.ts), a takeover
 * defence; a first account is not held, and saving the same account again changes nothing but the
 * name the bank gives. A set or changed account is audited (masked number) and the therapist told.
 */
export async function savePayoutAccount({ therapistId, input, now = new Date() }: { therapistId: string; input: unknown; now?: Date }): Promise<SavedPayoutAccount> {
  const account = await lookUpPayoutAccount({ therapistId, input })
  const { previous, saved } = await db.$transaction(async (tx) => {
    // The row lock keeps two saves at once from both reading "no earlier account".
    await tx.$queryRaw`SELECT 1 FROM "TherapistProfile" WHERE "userId" = ${therapistId}::uuid FOR UPDATE`
    const previous = await tx.payoutAccount.findUnique({ where: { therapistId }, select: { bankCode: true, bankName: true, accountNumber: true, changedAt: true } })
    const isSame = previous !== null && previous.bankCode === account.bankCode && previous.accountNumber === account.accountNumber
    const changedAt = previous === null ? null : isSame ? previous.changedAt : now
    const fields = { bankCode: account.bankCode, bankName: account.bankName, accountNumber: account.accountNumber, accountName: account.accountName, changedAt }
    const saved = await tx.payoutAccount.upsert({ where: { therapistId }, create: { therapistId, ...fields }, update: fields, select: { changedAt: true } })
    if (!isSame)
      await recordAudit(tx, {
        actorId: therapistId,
        action: previous ? 'payout-account.change' : 'payout-account.set',
        targetType: 'Therapist',
        targetId: therapistId,
        targetUserId: therapistId,
        details: {
          bank: account.bankName,
          accountNumber: maskAccountNumber(account.accountNumber),
          ...(previous ? { previousAccount: `${previous.bankName} ${maskAccountNumber(previous.accountNumber)}` } : {}),
        },
      })
    return { previous: isSame ? 'same' : previous ? 'other' : 'none', saved }
  })

  const heldUntil = payoutsHeldUntil(saved)
  if (previous !== 'same') {
    try {
      await sendPayoutAccountNotice({ therapistId, bankName: account.bankName, accountNumber: account.accountNumber, isChange: previous === 'other', changedAt: now, heldUntil })
    } catch (error) {
      // The account is saved and audited; a notice the database could not queue is logged, not a failed save.
      logError('[payout account] the notice could not be queued', error)
    }
  }
  return { accountName: account.accountName, bankName: account.bankName, heldUntil: heldUntil && heldUntil > now ? heldUntil : null }
}
