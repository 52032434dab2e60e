import 'server-only'
import { PAYMENT_NOT_CONFIRMED } from '@/lib/validation/booking'
import { confirmPayment } from '../../booking/confirm-payment'
import { isOurReference } from '../../booking/find-checkout'
import { isAppError } from '../../errors'
import { alert, done, EventNotReady, type EventOutcome } from '../provider-event-outcome'
import { flagPaymentReversal } from './flag-payment-reversal'
import { referenceOf, type EventData } from './monnify-event-data'
import { monnifyClient } from './monnify-client'

/**
 * SUCCESSFUL_TRANSACTION: confirm the hold the payment is for, through the same path as the
 * patient's own confirmation (which asks Monnify's query and never trusts the notification's amount).
 * A paymentReference no hold of ours has (Monnify reported another one, a transfer to an account
 * number) is looked up by Monnify's transactionReference, and matched through the paymentReference
 * that answer reports. A payment that still matches nothing is an alert: money may have arrived for
 * nothing we know, and an admin must see it. A weekly series' reference is ours too (its one payment
 * confirms every week).
 */
export async function handleTransactionEvent(data: EventData): Promise<EventOutcome> {
  const eventReference = referenceOf(data.paymentReference)
  const transactionReference = referenceOf(data.transactionReference)
  if (eventReference && (await isOurs(eventReference))) return confirmFromEvent(eventReference)

  if (!transactionReference) return alert(`A payment notification with payment reference ${eventReference ?? 'none'} and no transactionReference matches no booking here.`)
  const transaction = await monnifyClient().transaction(transactionReference)
  if (transaction.monnifyStatus === 'REVERSED') return flagPaymentReversal({ paymentReference: referenceOf(transaction.paymentReference), transactionReference, isConfirmed: true })
  const reported = referenceOf(transaction.paymentReference)
  if (transaction.status !== 'NOT_FOUND' && reported && (await isOurs(reported))) return confirmFromEvent(reported)
  const query = transaction.status === 'NOT_FOUND' ? "Monnify's query does not know it" : `Monnify's query reports payment reference ${reported ?? 'none'}, ${transaction.monnifyStatus || 'no status'}`
  return alert(`Payment ${transactionReference} (payment reference ${eventReference ?? 'none'}) matches no booking here; ${query}.`)
}

const isOurs = isOurReference

async function confirmFromEvent(paymentReference: string): Promise<EventOutcome> {
  try {
    const { message } = await confirmPayment({ paymentReference, source: { kind: 'webhook' } })
    return done(`${paymentReference}: ${message}`)
  } catch (error) {
    if (!isAppError(error)) throw error
    switch (error.code) {
      case 'NOT_FOUND':
        return alert(`Payment reference ${paymentReference} matches no booking here.`)
      case 'CONFLICT': // Came after its time was taken: recorded as RefundRequired for the admins.
        return done(`${paymentReference}: ${error.message}`)
      case 'PAYMENT_REQUIRED':
        // Not (yet) reported paid in full: PENDING, or a transfer that has covered part so far. It may
        // still become PAID, so the drain asks again. A failed payment is final (its hold is released).
        if (error.message === PAYMENT_NOT_CONFIRMED) throw new EventNotReady(`${paymentReference}: Monnify does not report it paid in full yet`)
        return done(`${paymentReference}: ${error.message}`)
      default: // UNAVAILABLE: Monnify's query could not be reached.
        throw new EventNotReady(`${paymentReference}: ${error.message}`, { cause: error })
    }
  }
}
