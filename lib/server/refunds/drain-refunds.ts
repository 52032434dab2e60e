import 'server-only'
import { logError } from '@/lib/server/log'
import { db } from '../db'
import { applyRefundOutcome } from './apply-refund-outcome'
import { refundGateway, RefundGatewayError } from './refund-gateway'
import { processRefund } from './process-refund'

/** A refund left Processing this long without news is asked about (the provider's webhook may be lost). */
const ASK_AFTER_MS = 10 * 60_000

/**
 * The cron's refund work (GET /api/cron/refunds): sends refunds still Requested (new, or to retry) and
 * asks the provider about those Processing without news. Each refund is claimed by a conditional
 * update, so two drains at once, or a drain racing a click or a webhook, never send one twice.
 */
export async function drainRefunds({ now = new Date(), limit = 50 } = {}): Promise<{ sent: number; asked: number }> {
  const gateway = await refundGateway()
  const requested = await db.refund.findMany({ where: { status: 'Requested' }, orderBy: { updatedAt: 'asc' }, take: limit, select: { id: true } })
  for (const refund of requested) await processRefund(refund.id, gateway)
  const stale = await db.refund.findMany({
    where: { status: 'Processing', updatedAt: { lt: new Date(now.getTime() - ASK_AFTER_MS) } },
    orderBy: { updatedAt: 'asc' },
    take: limit,
    select: { id: true, reference: true },
  })
  for (const refund of stale) {
    try {
      const outcome = await gateway.status(refund.reference)
      if (outcome.status === 'Processing') await db.refund.updateMany({ where: { id: refund.id, status: 'Processing' }, data: { updatedAt: now } })
      else await applyRefundOutcome({ reference: refund.reference, ...outcome })
    } catch (error) {
      // The provider never got it (lost on the way): send it again.
      if (error instanceof RefundGatewayError && error.isFinal) await db.refund.updateMany({ where: { id: refund.id, status: 'Processing' }, data: { status: 'Requested' } })
      else logError(`[refund] asking about ${refund.reference} failed`, error)
    }
  }
  return { sent: requested.length, asked: stale.length }
}
