import 'server-only'
import { coveredHours } from '@/lib/time'
import { db } from '../db'
import { recordFreedHours } from './record-freed-hours'

/** How far back the cron looks for holds that ran out (it runs every few minutes; a day covers any outage of it). */
const LOOKBACK_MS = 24 * 3_600_000
const BATCH = 500

/**
 * A hold that runs out frees its hours at that moment, without any request to say so: the cron
 * records an opening for each hold that ran out in the last day on hours still ahead, once per hold
 * (its sourceKey), freed when its deadline passed; a hold of a therapist nobody waits for records
 * nothing. Holds released by the checkout were recorded when released. Answers how many were recorded.
 */
export async function recordLapsedHolds(now: Date): Promise<number> {
  const lapsed = await db.appointment.findMany({
    where: { status: { in: ['Pending', 'Expired'] }, holdExpiresAt: { gt: new Date(now.getTime() - LOOKBACK_MS), lte: now }, startsAt: { gt: now } },
    orderBy: { holdExpiresAt: 'asc' },
    select: { id: true, therapistId: true, startsAt: true, durationHours: true, holdExpiresAt: true },
    take: BATCH,
  })
  const sourceKey = (id: string) => `hold-ran-out:${id}`
  const recorded = new Set(
    (await db.waitlistOpening.findMany({ where: { sourceKey: { in: lapsed.map((hold) => sourceKey(hold.id)) } }, select: { sourceKey: true } })).map((opening) => opening.sourceKey),
  )
  let count = 0
  for (const hold of lapsed) {
    if (recorded.has(sourceKey(hold.id)) || !hold.holdExpiresAt) continue
    if (await recordFreedHours(db, { therapistId: hold.therapistId, hours: coveredHours(hold.startsAt, hold.durationHours), now, freedAt: hold.holdExpiresAt, sourceKey: sourceKey(hold.id) })) count++
  }
  return count
}
