import 'server-only'
import { db } from '../db'
import { processProviderEvent } from './process-provider-event'

/** An event younger than this is still the webhook's own after-response work: the drain leaves it. */
export const LEFT_TO_WEBHOOK_MS = 60_000

/**
 * The cron's provider-event work (GET /api/cron/refunds): every recorded notification not yet
 * handled, oldest first, except those another handler holds right now and those received in the
 * last minute. Normally the webhook handles its event right after answering; this catches what that
 * did not finish (a provider that was down, a payment not reported paid yet, a host that stopped).
 */
export async function drainProviderEvents({ now = new Date(), limit = 50 } = {}): Promise<{ processed: number; retried: number }> {
  const due = await db.providerEvent.findMany({
    where: {
      processedAt: null,
      receivedAt: { lte: new Date(now.getTime() - LEFT_TO_WEBHOOK_MS) },
      OR: [{ claimedUntil: null }, { claimedUntil: { lte: now } }],
    },
    orderBy: { receivedAt: 'asc' },
    take: limit,
    select: { id: true },
  })
  let processed = 0
  let retried = 0
  for (const { id } of due) {
    const result = await processProviderEvent(id, { now })
    if (result === 'processed') processed += 1
    if (result === 'retry') retried += 1
  }
  return { processed, retried }
}
