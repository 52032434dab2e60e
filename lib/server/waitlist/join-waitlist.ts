import 'server-only'
import { lagosDateKey } from '@/lib/time'
import { isUuid } from '@/lib/validation/directory'
import { ALREADY_WAITING, TOO_MANY_WAITS, WAIT_DATE_MESSAGES, WAIT_ON_YOURSELF, WAITLIST_JOINED } from '@/lib/validation/waitlist'
import { MAX_OPEN_WAITS, waitDateProblem, waitExpiresAt } from '@/lib/waitlist/waitlist-rules'
import { db } from '../db'
import { AppError, isUniqueViolation } from '../errors'
import { PUBLIC_THERAPIST_WHERE } from '../therapists/public-therapist'
import { THERAPIST_NOT_FOUND } from '../therapists/view-public-therapist'
import { toWaitlistEntries, WAITLIST_ENTRY_SELECT, type WaitlistEntry } from './waitlist-entry-dto'

type Join = {
  patientId: string
  therapistId: string
  /** Lagos date YYYY-MM-DD, or null (or left out) for any time. */
  date?: string | null
  now?: Date
}

/**
 * POST patient/waitlist and Join the waitlist on the therapist's page: the patient waits for hours of
 * a listed therapist (verified, not blocked) on one Lagos date, or any time.
 *
 * Refused: an unknown, malformed or unlisted therapist (404), waiting on oneself, a date that has
 * passed or lies beyond the 90 days therapists publish (400), a second open wait for the same
 * therapist and date or any time (409, also when two joins race: the partial unique indexes), and
 * more than MAX_OPEN_WAITS open waits (409, counted under a per-patient lock). An expired wait for the
 * same thing that the cron has not swept yet gives way to the new one.
 */
export async function joinWaitlist({ patientId, therapistId, date = null, now = new Date() }: Join): Promise<{ message: string; data: WaitlistEntry }> {
  if (!isUuid(therapistId)) throw new AppError('NOT_FOUND', THERAPIST_NOT_FOUND)
  if (therapistId === patientId) throw new AppError('VALIDATION', WAIT_ON_YOURSELF, { therapistId: [WAIT_ON_YOURSELF] })
  const problem = date === null ? null : waitDateProblem(date, lagosDateKey(now))
  if (problem) throw new AppError('VALIDATION', WAIT_DATE_MESSAGES[problem], { date: [WAIT_DATE_MESSAGES[problem]] })
  const therapist = await db.therapistProfile.findFirst({ where: { ...PUBLIC_THERAPIST_WHERE, userId: therapistId }, select: { userId: true } })
  if (!therapist) throw new AppError('NOT_FOUND', THERAPIST_NOT_FOUND)

  const sameWait = { patientId, therapistId, date: date === null ? null : new Date(`${date}T00:00:00.000Z`) }
  let row
  try {
    row = await db.$transaction(async (tx) => {
      // One join of this patient at a time, so simultaneous joins cannot all pass the count.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`waitlist:patient:${patientId}`}, 0))`
      await tx.waitlistEntry.deleteMany({ where: { ...sameWait, expiresAt: { lte: now } } })
      if (await tx.waitlistEntry.findFirst({ where: sameWait, select: { id: true } })) throw new AppError('CONFLICT', ALREADY_WAITING)
      if ((await tx.waitlistEntry.count({ where: { patientId, expiresAt: { gt: now } } })) >= MAX_OPEN_WAITS) throw new AppError('CONFLICT', TOO_MANY_WAITS)
      return tx.waitlistEntry.create({ data: { ...sameWait, createdAt: now, expiresAt: waitExpiresAt({ date, joinedAt: now }) }, select: WAITLIST_ENTRY_SELECT })
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ALREADY_WAITING)
    throw error
  }
  const [entry] = await toWaitlistEntries([row])
  return { message: WAITLIST_JOINED, data: entry! }
}
