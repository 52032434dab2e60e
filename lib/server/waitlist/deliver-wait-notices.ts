import 'server-only'
import { dateKeyOf } from '../availability/availability-dto'
import { db } from '../db'
import { notifyPerson } from '../notifications/notify-person'
import { stillFreeHours } from './still-free-hours'
import { waitlistNotice } from './waitlist-notice'
import { logError } from '@/lib/server/log'

/** How long one sender keeps a wait's notices to itself; a sender that died lets go when it runs out. */
const CLAIM_MS = 5 * 60_000
/** Waits told per call; the cron takes the rest. */
const BATCH = 200
/** Waits told at the same time: everyone waiting hears at about the same moment. */
const PARALLEL = 10

/**
 * Sends the notices not sent yet, one message per wait listing all its freed hours, for one therapist
 * or (the cron) for all. Answers how many patients were told.
 */
export async function deliverWaitNotices({ therapistId, now }: { therapistId?: string; now: Date }): Promise<number> {
  const pending = await db.waitlistNotice.findMany({
    where: { sentAt: null, OR: [{ claimedUntil: null }, { claimedUntil: { lte: now } }], ...(therapistId ? { entry: { is: { therapistId } } } : {}) },
    distinct: ['entryId'],
    select: { entryId: true },
    take: BATCH,
  })
  let told = 0
  for (let i = 0; i < pending.length; i += PARALLEL) {
    const results = await Promise.all(pending.slice(i, i + PARALLEL).map(({ entryId }) => tellWait(entryId, now)))
    told += results.filter(Boolean).length
  }
  return told
}

/**
 * One wait's unsent notices, claimed by a conditional update so that only one sender has them. Their
 * hours are checked again just before sending: those taken again (or unpublished) meanwhile are
 * dropped unsent, so a later freeing of them can tell this patient after all; an expired wait, a
 * blocked or erased patient or an unlisted therapist hears nothing. If the message cannot be queued,
 * the claim is handed back for the cron.
 */
async function tellWait(entryId: string, now: Date): Promise<boolean> {
  const claimed = await db.waitlistNotice.updateManyAndReturn({
    where: { entryId, sentAt: null, OR: [{ claimedUntil: null }, { claimedUntil: { lte: now } }] },
    data: { claimedUntil: new Date(now.getTime() + CLAIM_MS) },
    select: { startsAt: true },
  })
  if (claimed.length === 0) return false
  const wait = await db.waitlistEntry.findFirst({
    where: { id: entryId, expiresAt: { gt: now }, patient: { is: { isBlocked: false, erasedAt: null } } },
    select: { patientId: true, therapistId: true, date: true, expiresAt: true, patient: { select: { fullName: true } }, therapist: { select: { user: { select: { fullName: true } } } } },
  })
  const hours = claimed.map((notice) => notice.startsAt)
  const free = wait ? await stillFreeHours({ therapistId: wait.therapistId, hours, now }) : []
  const gone = hours.filter((hour) => !free.some((freeHour) => freeHour.getTime() === hour.getTime()))
  if (gone.length > 0) await db.waitlistNotice.deleteMany({ where: { entryId, startsAt: { in: gone }, sentAt: null } })
  if (!wait || free.length === 0) return false

  const told = { entryId, startsAt: { in: free }, sentAt: null }
  try {
    await notifyPerson(
      waitlistNotice({
        patient: { id: wait.patientId, fullName: wait.patient.fullName },
        therapist: { id: wait.therapistId, fullName: wait.therapist.user.fullName },
        hours: free,
        date: wait.date ? dateKeyOf(wait.date) : null,
        expiresAt: wait.expiresAt,
      }),
    )
  } catch (error) {
    logError(`[waitlist] could not tell wait ${entryId}; the cron tries again`, error)
    await db.waitlistNotice.updateMany({ where: told, data: { claimedUntil: null } }).catch(() => undefined)
    return false
  }
  await db.$transaction([
    db.waitlistNotice.updateMany({ where: told, data: { sentAt: now, claimedUntil: null } }),
    db.waitlistEntry.updateMany({ where: { id: entryId }, data: { lastNotifiedAt: now } }),
  ])
  return true
}
