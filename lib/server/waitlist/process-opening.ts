import 'server-only'
import { lagosDateKey } from '@/lib/time'
import { hoursForWait } from '@/lib/waitlist/waitlist-rules'
import { dateKeyOf } from '../availability/availability-dto'
import { db } from '../db'
import { stillFreeHours } from './still-free-hours'

/** How long one worker keeps an opening to itself; a worker that died lets go when it runs out. */
const CLAIM_MS = 2 * 60_000

/**
 * Turns one recorded opening into notices: for every open wait made by the time the hours were freed,
 * one WaitlistNotice per freed hour that is still bookable now and that this wait hears about (its
 * date, or any). The notice's key (entry, hour) keeps a wait from hearing about an hour twice, however
 * many openings name it. Claimed first by a conditional update, so an after-response task and any
 * number of cron drains handle an opening once; the notices and "processed" commit together.
 */
export async function processOpening(openingId: string, now: Date): Promise<boolean> {
  const { count } = await db.waitlistOpening.updateMany({
    where: { id: openingId, processedAt: null, OR: [{ claimedUntil: null }, { claimedUntil: { lte: now } }] },
    data: { claimedUntil: new Date(now.getTime() + CLAIM_MS) },
  })
  if (count === 0) return false
  const opening = await db.waitlistOpening.findUniqueOrThrow({ where: { id: openingId }, select: { therapistId: true, hours: true, freedAt: true } })
  const free = await stillFreeHours({ therapistId: opening.therapistId, hours: opening.hours, now })
  const waits = free.length
    ? await db.waitlistEntry.findMany({
        where: {
          therapistId: opening.therapistId,
          expiresAt: { gt: now },
          createdAt: { lte: opening.freedAt },
          OR: [{ date: null }, { date: { in: [...new Set(free.map(lagosDateKey))].map((date) => new Date(`${date}T00:00:00.000Z`)) } }],
          // Blocked or erased patients are told nothing.
          patient: { is: { isBlocked: false, erasedAt: null } },
        },
        select: { id: true, date: true, createdAt: true, expiresAt: true },
      })
    : []
  const notices = waits.flatMap((wait) =>
    hoursForWait({ ...wait, date: wait.date ? dateKeyOf(wait.date) : null }, { hours: free, freedAt: opening.freedAt }, now).map((startsAt) => ({ entryId: wait.id, startsAt })),
  )
  await db.$transaction([
    db.waitlistNotice.createMany({ data: notices, skipDuplicates: true }),
    db.waitlistOpening.update({ where: { id: openingId }, data: { processedAt: now, claimedUntil: null } }),
  ])
  return true
}
