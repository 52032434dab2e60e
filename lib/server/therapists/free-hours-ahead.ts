import 'server-only'
import { addDays } from '@/lib/availability/calendar'
import { freeHours } from '@/lib/availability/free-hours'
import { lagosDateKey, lagosInstant } from '@/lib/time'
import { findTherapistHours } from '../availability/find-therapist-hours'
import { CACHE_TAGS, expireTags } from '../cache/public-cache'
import { db, Prisma } from '../db'
import { logError } from '../log'
import { nextFreeHourSql } from './next-free-hour'

/*
 * Each therapist's next free hours, stored on the profile (freeHoursAhead) so the directory can show,
 * filter and sort by "next available" for thousands of therapists with one indexed read instead of
 * working out every therapist's calendar per request. The hours come from the one free-hours rule
 * (lib/availability/free-hours.ts); readers skip those that have started since (./next-free-hour.ts).
 *
 * Kept current by every write that changes a therapist's free hours (freeHoursChanged below: publish,
 * hold, book, free, time off, cancel, reschedule), and by the cron sweep (refreshStaleFreeHours) for
 * what changes without a write: a hold that expires, and stored hours running out as time passes.
 */

/** How far ahead the stored hours reach, and how many are kept (enough for "within 7 days" and the next free hour). */
export const FREE_HOURS_HORIZON_DAYS = 56
export const FREE_HOURS_KEPT = 100
/** The sweep re-checks a therapist whose hours were last worked out longer ago than this. */
export const FREE_HOURS_RECHECK_MS = 30 * 60_000

/**
 * Works out and stores the next free hours of these therapists as the free-hours rule sees them at
 * `now`. Returns those whose next free hour changed: the one figure of these hours that public pages
 * show (see shownFreeHoursChanged).
 */
export async function refreshFreeHoursAhead(client: Prisma.TransactionClient, therapistIds: readonly string[], now = new Date()): Promise<string[]> {
  if (therapistIds.length === 0) return []
  const fromDate = lagosDateKey(now)
  const hours = await findTherapistHours(client, { therapistIds, fromDate, toDate: addDays(fromDate, FREE_HOURS_HORIZON_DAYS), now })
  const rows = [...hours].map(([id, { days, taken }]) => ({
    id,
    hours: days.flatMap((day) => freeHours({ day, taken, now }).map((hour) => lagosInstant(day.date, hour).toISOString())).slice(0, FREE_HOURS_KEPT),
  }))
  // One statement for the whole batch: jsonb_to_recordset turns each JSON array into a timestamptz[].
  // The rows are locked in id order (two batches on other instances cannot lock them in opposite
  // orders) and their next free hour is read before the write.
  const written = await client.$queryRaw<{ userId: string; changed: boolean }[]>`
    WITH v AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(id uuid, hours timestamptz[])),
    before AS (
      SELECT t."userId", ${nextFreeHourSql(now)} AS "next"
      FROM "TherapistProfile" t JOIN v ON v.id = t."userId"
      ORDER BY t."userId" FOR UPDATE OF t
    )
    UPDATE "TherapistProfile" AS t
    SET "freeHoursAhead" = v.hours, "freeHoursCheckedAt" = ${now}
    FROM v JOIN before ON before."userId" = v.id
    WHERE t."userId" = v.id
    RETURNING t."userId"::text AS "userId", before."next" IS DISTINCT FROM ${nextFreeHourSql(now, Prisma.sql`v.hours`)} AS "changed"`
  return written.filter((row) => row.changed).map((row) => row.userId)
}

/**
 * Expires the public pages that show these therapists' next free hour: their page, the home cards and
 * the directory (whose cards, "available within" filter and "soonest" order read nothing else of the
 * stored hours). A write that leaves a therapist's next free hour as it was (a booking of a later
 * hour, hours added further ahead) changes none of them, so their cached HTML stays: under load most
 * bookings are of such hours, and each expiry made the next visitor of the directory wait for a render.
 */
export function shownFreeHoursChanged(therapistIds: readonly string[]): void {
  if (therapistIds.length > 0) expireTags(...therapistIds.map(CACHE_TAGS.availability), CACHE_TAGS.freeHours)
}

/**
 * After a write that changed a therapist's free hours has committed: store their next free hours
 * again and expire the public pages whose next free hour changed.
 */
export async function freeHoursChanged(...therapistIds: string[]): Promise<void> {
  // The write itself has committed: a failure here must not turn it into an error for the person who
  // made it. The cron sweep works the hours out again within FREE_HOURS_RECHECK_MS; until then the
  // pages are expired as if every next free hour had changed.
  const changed = await refreshFreeHoursAhead(db, therapistIds).catch((error: unknown) => {
    logError('[directory] could not refresh free hours', error, { therapistIds })
    return therapistIds
  })
  shownFreeHoursChanged(changed)
}

/**
 * The cron sweep: listed therapists whose stored hours were worked out more than
 * FREE_HOURS_RECHECK_MS ago (or never), or before a hold on them expired, oldest first, up to
 * `limit`. Returns how many it refreshed.
 */
export async function refreshStaleFreeHours({ now = new Date(), limit = 500 }: { now?: Date; limit?: number } = {}): Promise<number> {
  const stale = await db.$queryRaw<{ userId: string }[]>`
    SELECT t."userId" FROM "TherapistProfile" t
    WHERE t."isVerified" AND (
      t."freeHoursCheckedAt" IS NULL
      OR t."freeHoursCheckedAt" < ${new Date(now.getTime() - FREE_HOURS_RECHECK_MS)}
      OR EXISTS (
        SELECT 1 FROM "Appointment" a
        WHERE a."therapistId" = t."userId" AND a."status" IN ('Pending', 'Expired')
          AND a."holdExpiresAt" > t."freeHoursCheckedAt" AND a."holdExpiresAt" <= ${now}
      )
    )
    ORDER BY t."freeHoursCheckedAt" ASC NULLS FIRST
    LIMIT ${limit}`
  if (stale.length === 0) return 0
  const ids = stale.map((row) => row.userId)
  shownFreeHoursChanged(await refreshFreeHoursAhead(db, ids, now))
  return ids.length
}
