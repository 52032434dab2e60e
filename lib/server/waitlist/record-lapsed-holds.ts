import 'server-only'
import { coveredHours } from '@/lib/time'
import { db } from '../db'
import { recordFreedHours } from './record-freed-hours'

/** How far back the cron looks for holds that ran out (it runs every few minutes; a day covers any outage of it). */
const LOOKBACK_MS = 24 * 3_600_000
const BATCH = 500
const SOURCE_PREFIX = 'hold-ran-out:'

/**
 * A hold that runs out frees its hours at that moment, without any request to say so: the cron
 * records an opening for each hold that ran out in the last day on hours still ahead, once per hold
 * (its sourceKey), freed when its deadline passed; a hold of a therapist nobody waits for records
 * nothing. Holds released by the checkout were recorded when released. Answers how many were recorded.
 */
export async function recordLapsedHolds(now: Date): Promise<number> {
  // Holds already recorded, and holds of therapists nobody waits for (which record nothing), are left out
  // by the query itself: counted against the batch, a day with more lapsed holds than the batch would
  // otherwise never reach the newest ones.
  const lapsed = await db.$queryRaw<{ id: string; therapistId: string; startsAt: Date; durationHours: number; holdExpiresAt: Date }[]>`
    SELECT a."id", a."therapistId", a."startsAt", a."durationHours", a."holdExpiresAt"
    FROM "Appointment" a
    WHERE a."status" IN ('Pending', 'Expired')
      AND a."holdExpiresAt" > ${new Date(now.getTime() - LOOKBACK_MS)} AND a."holdExpiresAt" <= ${now}
      AND a."startsAt" > ${now}
      AND NOT EXISTS (SELECT 1 FROM "WaitlistOpening" o WHERE o."sourceKey" = ${SOURCE_PREFIX} || a."id"::text)
      AND EXISTS (SELECT 1 FROM "WaitlistEntry" w WHERE w."therapistId" = a."therapistId" AND w."expiresAt" > ${now})
    ORDER BY a."holdExpiresAt" ASC
    LIMIT ${BATCH}`
  let count = 0
  for (const hold of lapsed) {
    if (await recordFreedHours(db, { therapistId: hold.therapistId, hours: coveredHours(hold.startsAt, hold.durationHours), now, freedAt: hold.holdExpiresAt, sourceKey: `${SOURCE_PREFIX}${hold.id}` })) count++
  }
  return count
}
