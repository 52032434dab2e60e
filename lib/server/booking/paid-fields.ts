import 'server-only'
import type { CancellationPolicy } from '@/lib/appointments/cancellation-policy'
import { config } from '../config'
import type { ProviderTransaction } from '../payments/provider'
import { newVideoLink } from './payment-reference'

/**
 * What a held appointment becomes once its payment is confirmed (a booking of its own, or each week
 * of a series): Paid, no longer held, the provider's reference, its own private video room, and the
 * cancellation terms the patient saw before paying, which stay its terms.
 */
export function paidFields(transaction: Pick<ProviderTransaction, 'transactionReference'>, policy: CancellationPolicy) {
  return {
    status: 'Paid' as const,
    holdExpiresAt: null,
    transactionReference: transaction.transactionReference,
    videoLink: newVideoLink(),
    policyFullRefundHours: policy.fullRefundHours,
    policyLateRefundPercent: policy.lateRefundPercent,
  }
}

/**
 * The payment row of what the provider reported, for one appointment: the whole amount of a booking
 * of its own, or one week's share of a series (its own reference and amount, the one transaction).
 * Alafia's commission today is frozen on it: the ledger splits the payment by it (decision 035).
 */
export function paymentRow(
  transaction: ProviderTransaction,
  now: Date,
  part: { appointmentId: string; paymentReference: string; amountKobo: number; seriesId?: string },
) {
  return {
    ...part,
    provider: transaction.provider,
    transactionReference: transaction.transactionReference,
    currency: transaction.currency,
    paidAt: transaction.paidAt ?? now,
    paymentMethod: transaction.paymentMethod,
    commissionPercent: config().PLATFORM_COMMISSION_PERCENT,
  }
}
