import 'server-only'
import { logError, logWarn } from '@/lib/server/log'
import { db } from '../db'
import { applyRefundOutcome } from './apply-refund-outcome'
import { refundGateway, RefundGatewayError, type RefundGateway } from './refund-gateway'

/** How often a refund is sent before it is left Failed for an admin to look at. */
export const MAX_REFUND_ATTEMPTS = 3

/** What the provider puts on the customer's statement (Monnify keeps 16 characters). */
const CUSTOMER_NOTE = 'Alafia refund'
const REASONS = {
  PatientCancelled: 'Session cancelled by the patient',
  TherapistCancelled: 'Session cancelled by the therapist',
  AdminCancelled: 'Session cancelled by Alafia',
  TherapistAbsent: 'The therapist did not attend',
  LatePayment: 'Payment arrived after the time was taken',
} as const

/**
 * Sends one refund to the provider, once at a time: the row moves from Requested to Processing in a
 * conditional update, so a second caller (a double click, the cron drain, a retry) finds nothing to
 * claim. The provider's answer is applied the way a webhook's would be (applyRefundOutcome). When the
 * provider cannot be reached, the refund goes back to Requested for the next drain; after
 * MAX_REFUND_ATTEMPTS, or when the provider says no for good, it is Failed and shown to admins.
 */
export async function processRefund(refundId: string, gateway?: RefundGateway): Promise<void> {
  const claimed = await db.refund.updateManyAndReturn({
    where: { id: refundId, status: 'Requested' },
    data: { status: 'Processing', attempts: { increment: 1 } },
    select: {
      id: true, reference: true, amountKobo: true, reason: true, attempts: true,
      destinationAccountNumber: true, destinationBankCode: true,
      payment: { select: { transactionReference: true, paymentReference: true } },
    },
  })
  const refund = claimed[0]
  if (!refund) return
  const provider = gateway ?? (await refundGateway())
  try {
    const outcome = await provider.initiate({
      reference: refund.reference,
      transactionReference: refund.payment.transactionReference ?? refund.payment.paymentReference,
      amountKobo: refund.amountKobo,
      reason: REASONS[refund.reason],
      customerNote: CUSTOMER_NOTE,
      destination: refund.destinationAccountNumber && refund.destinationBankCode ? { accountNumber: refund.destinationAccountNumber, bankCode: refund.destinationBankCode } : null,
    })
    await applyRefundOutcome({ reference: refund.reference, ...outcome })
  } catch (error) {
    const isFinal = error instanceof RefundGatewayError && error.isFinal
    const message = error instanceof Error ? error.message : String(error)
    if (isFinal || refund.attempts >= MAX_REFUND_ATTEMPTS) {
      logError(`[refund] ${refund.reference} failed for good after ${refund.attempts} attempt(s)`, error)
      await applyRefundOutcome({ reference: refund.reference, status: 'Failed', message })
      return
    }
    logWarn(`[refund] ${refund.reference} could not be sent (attempt ${refund.attempts}); it will be retried: ${message}`)
    await db.refund.updateMany({ where: { id: refund.id, status: 'Processing' }, data: { status: 'Requested', lastError: message } })
  }
}
