import 'server-only'
import { runAfterResponse } from '../after-response'
import { db } from '../db'
import { deliverWaitNotices } from './deliver-wait-notices'
import { processOpening } from './process-opening'

/** Openings handled per call; the cron takes the rest. */
const BATCH = 100

/**
 * After a change that freed hours of this therapist has committed (its transaction called
 * recordFreedHours): tells everyone waiting for them, after the response, so the person who freed
 * them is not kept waiting. Whatever this does not finish (the process stops, a send fails) the
 * waitlist cron finishes.
 */
export function tellWaitlistSoon(therapistId: string, now?: Date): Promise<void> {
  return runAfterResponse('[waitlist] telling waiting patients', () => tellWaitlist({ therapistId, now: now ?? new Date() }))
}

/** Handles recorded openings (of one therapist, or all), then sends the notices they made. */
export async function tellWaitlist({ therapistId, now }: { therapistId?: string; now: Date }): Promise<{ openings: number; told: number }> {
  const openings = await db.waitlistOpening.findMany({
    where: { processedAt: null, OR: [{ claimedUntil: null }, { claimedUntil: { lte: now } }], ...(therapistId ? { therapistId } : {}) },
    orderBy: { freedAt: 'asc' },
    select: { id: true },
    take: BATCH,
  })
  let processed = 0
  for (const { id } of openings) if (await processOpening(id, now)) processed++
  return { openings: processed, told: await deliverWaitNotices({ therapistId, now }) }
}
