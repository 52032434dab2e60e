import 'server-only'
import type { CancellationPolicy } from '@/lib/appointments/cancellation-policy'
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
