import 'server-only'
import { db } from '../db'
import { recordLapsedHolds } from './record-lapsed-holds'
import { tellWaitlist } from './tell-waitlist'

/** Handled openings are kept this long: longer than the cron looks back for holds that ran out, so none is recorded twice. */
const KEEP_OPENINGS_MS = 2 * 24 * 3_600_000

/**
 * GET /api/cron/waitlist, every five minutes: records the holds that ran out, handles every opening
 * not handled yet (its request's after-response task may have died), sends every notice not sent yet,
 * then deletes expired waits (their notices go with them) and old openings. Safe to call twice or at
 * the same time: openings and notices are claimed before they are handled.
 */
export async function drainWaitlist(now = new Date()): Promise<{ lapsedHolds: number; openings: number; told: number; expired: number }> {
  const lapsedHolds = await recordLapsedHolds(now)
  const { openings, told } = await tellWaitlist({ now })
  const { count: expired } = await db.waitlistEntry.deleteMany({ where: { expiresAt: { lte: now } } })
  await db.$executeRaw`
    DELETE FROM "WaitlistOpening"
    WHERE ("processedAt" IS NOT NULL AND "processedAt" < ${new Date(now.getTime() - KEEP_OPENINGS_MS)}::timestamptz) OR ${now}::timestamptz >= ALL("hours")`
  return { lapsedHolds, openings, told, expired }
}
