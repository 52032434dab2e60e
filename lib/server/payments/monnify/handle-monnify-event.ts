import 'server-only'
import { done, type EventOutcome } from '../provider-event-outcome'
import { flagPaymentReversal } from './flag-payment-reversal'
import { handleDisbursementEvent } from './handle-disbursement-event'
import { handleRefundEvent } from './handle-refund-event'
import { handleTransactionEvent } from './handle-transaction-event'
import { eventDataOf, referenceOf } from './monnify-event-data'
import { monnifyStatusOf } from './monnify-transaction'

/**
 * What a verified Monnify notification means here (docs/api.md, "Monnify webhook"):
 * SUCCESSFUL_TRANSACTION confirms the hold it pays for; SUCCESSFUL_REFUND and FAILED_REFUND finish
 * the refund named by refundReference; SUCCESSFUL_, FAILED_ and REVERSED_DISBURSEMENT settle the
 * payout whose reference they name; a payment reported REVERSED flags its appointment. Other event
 * types (settlements…) are kept and not acted on.
 */
export async function handleMonnifyEvent(eventType: string, payload: unknown): Promise<EventOutcome> {
  const data = eventDataOf(payload)
  // Monnify publishes no reversal event for collections; a transaction's paymentStatus says it.
  if (monnifyStatusOf(data.paymentStatus) === 'REVERSED')
    return flagPaymentReversal({ paymentReference: referenceOf(data.paymentReference), transactionReference: referenceOf(data.transactionReference), isConfirmed: false })
  switch (eventType) {
    case 'SUCCESSFUL_TRANSACTION':
      return handleTransactionEvent(data)
    case 'SUCCESSFUL_REFUND':
      return handleRefundEvent('Completed', data)
    case 'FAILED_REFUND':
      return handleRefundEvent('Failed', data)
    case 'SUCCESSFUL_DISBURSEMENT':
    case 'FAILED_DISBURSEMENT':
    case 'REVERSED_DISBURSEMENT':
      return handleDisbursementEvent(eventType, data)
    default:
      return done(`${eventType}: not an event this service acts on`)
  }
}
