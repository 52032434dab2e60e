import 'server-only'
import { db } from '../db'
import type { GatewayRefundStatus } from './refund-gateway'
import { sendRefundCompletedEmail, sendRefundFailedEmail } from './refund-emails'

/**
 * What the provider said of a refund, from its answer, a webhook or a status poll. Only a refund that
 * is not finished yet changes (a conditional update), so the same outcome heard twice, or a webhook
 * racing the answer it repeats, changes it once, and a finished refund never moves again. A
 * completed refund of a late payment marks that payment Refunded. The patient hears of a completed
 * refund; support of a failed one.
 */
export async function applyRefundOutcome({ reference, status, message }: { reference: string; status: GatewayRefundStatus; message: string | null }): Promise<'changed' | 'unchanged' | 'unknown'> {
  const refund = await db.refund.findUnique({ where: { reference }, select: { id: true, paymentId: true, status: true } })
  if (!refund) return 'unknown'
  if (status === 'Processing') {
    const { count } = await db.refund.updateMany({ where: { id: refund.id, status: 'Requested' }, data: { status: 'Processing' } })
    return count > 0 ? 'changed' : 'unchanged'
  }
  const changed = await db.$transaction(async (tx) => {
    const { count } = await tx.refund.updateMany({
      where: { id: refund.id, status: { in: ['Requested', 'Processing'] } },
      data: status === 'Completed' ? { status: 'Completed', completedAt: new Date(), lastError: null } : { status: 'Failed', lastError: message },
    })
    if (count === 0) return false
    if (status === 'Completed') await tx.payment.updateMany({ where: { id: refund.paymentId, status: 'RefundRequired' }, data: { status: 'Refunded' } })
    return true
  })
  if (!changed) return 'unchanged'
  if (status === 'Completed') await sendRefundCompletedEmail(refund.id)
  else await sendRefundFailedEmail(refund.id)
  return 'changed'
}
