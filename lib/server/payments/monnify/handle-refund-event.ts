import 'server-only'
import { applyRefundOutcome } from '../../refunds/apply-refund-outcome'
import { alert, done, type EventOutcome } from '../provider-event-outcome'
import { referenceOf, type EventData } from './monnify-event-data'

/**
 * SUCCESSFUL_REFUND / FAILED_REFUND: the refund with our refundReference is Completed or Failed,
 * once (applyRefundOutcome changes only a refund not finished yet). Monnify's refund notification
 * calls the reason we sent `merchantReason` (its API calls it refundReason); it carries no reason
 * for a failure, so the failure is recorded in our words with it.
 */
export async function handleRefundEvent(status: 'Completed' | 'Failed', data: EventData): Promise<EventOutcome> {
  const reference = referenceOf(data.refundReference)
  if (!reference) return alert(`A ${status === 'Completed' ? 'SUCCESSFUL_REFUND' : 'FAILED_REFUND'} notification without a refundReference`)
  const reason = typeof data.merchantReason === 'string' ? data.merchantReason.trim().slice(0, 100) : ''
  const message = status === 'Completed' ? 'Monnify completed the refund' : `Monnify reports the refund failed${reason ? ` (refund reason: ${reason})` : ''}`
  const result = await applyRefundOutcome({ reference, status, message })
  if (result === 'unknown') return alert(`Monnify reports refund ${reference} ${status === 'Completed' ? 'completed' : 'failed'}, but no refund here has that reference.`)
  return done(`refund ${reference}: ${status} (${result})`)
}
