import 'server-only'
import { maskAccountNumber, PAYOUT_ACCOUNT_HOLD_HOURS } from '@/lib/payouts/account-hold'
import { describeLagosInstant } from '@/lib/time'
import { config } from '../../config'
import { notifyPerson } from '../../notifications/notify-person'

type Notice = { therapistId: string; bankName: string; accountNumber: string; isChange: boolean; changedAt: Date; heldUntil: Date | null }

/**
 * Tells the therapist their payout account was set or changed, on every channel they use (email
 * always): if someone else took over the account and changed it, this is how they find out, and
 * the 24-hour hold gives them time to stop the payout. Only the bank and the last four digits.
 */
export async function sendPayoutAccountNotice({ therapistId, bankName, accountNumber, isChange, changedAt, heldUntil }: Notice): Promise<void> {
  const account = `${bankName} ${maskAccountNumber(accountNumber)}`
  const support = config().SUPPORT_EMAIL
  const lines = isChange
    ? [
        `Your Alafia payout account was changed to ${account} on ${describeLagosInstant(changedAt)}.`,
        '',
        `For your safety, payouts wait ${PAYOUT_ACCOUNT_HOLD_HOURS} hours after a change: the first payout to this account can be made from ${heldUntil ? describeLagosInstant(heldUntil) : 'tomorrow'}.`,
        '',
        `If you did not make this change, contact support at once at ${support}, and change your password.`,
      ]
    : [`Your Alafia payout account is set to ${account}. Your earnings are paid into it on the payout days.`, '', `If you did not do this, contact support at once at ${support}.`]
  await notifyPerson({
    userId: therapistId,
    purpose: 'payout-account',
    subject: isChange ? 'Your Alafia payout account was changed' : 'Your Alafia payout account is set',
    emailText: ['Hello,', '', ...lines, '', 'Alafia'].join('\n'),
    shortText: isChange
      ? `Alafia: your payout account was changed to ${account}. If this was not you, contact ${support} at once.`
      : `Alafia: your payout account is set to ${account}. If this was not you, contact ${support} at once.`,
  })
}
