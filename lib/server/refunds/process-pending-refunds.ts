import 'server-only'
import { logError } from '@/lib/server/log'
import { db } from '../db'
import { processRefund } from './process-refund'
import { sendRefundAccountNeededEmail } from './refund-emails'

/**
 * After a commit that wrote a refund: sends it now (the cron drain retries what this cannot), or asks
 * the patient for an account when the provider cannot refund to the payment's source. Never throws:
 * the change that wrote the refund has happened.
 */
export async function processPendingRefundsOf(appointmentId: string): Promise<void> {
  try {
    const refunds = await db.refund.findMany({ where: { appointmentId, status: { in: ['Requested', 'AwaitingAccount'] } }, select: { id: true, status: true } })
    for (const refund of refunds) {
      if (refund.status === 'AwaitingAccount') await sendRefundAccountNeededEmail(refund.id)
      else await processRefund(refund.id)
    }
  } catch (error) {
    logError(`[refund] refunds of ${appointmentId} could not be sent now; the drain will retry`, error)
  }
}
