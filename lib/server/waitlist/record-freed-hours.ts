import 'server-only'
import type { Prisma } from '../db'

type Freed = {
  therapistId: string
  /** Start instants of the hours that became bookable again (whole Lagos hours). */
  hours: readonly Date[]
  now?: Date
  /** When the hours became free, if not now (a hold that ran out earlier). */
  freedAt?: Date
  /** Makes the opening once-only (the cron's "this hold ran out"): a second recording of it is skipped. */
  sourceKey?: string
}

/**
 * Notes, inside the transaction that frees them, that hours of a therapist became bookable again (a
 * cancellation, a released hold, a reschedule's old hours, newly published hours), so the waitlist is
 * told about them after the commit (tellWaitlistSoon) or, should that not happen, by the cron: the
 * note commits with the freeing or not at all. Hours that have started are left out, and nothing is
 * written when nobody waits for this therapist. Answers whether an opening was written.
 */
export async function recordFreedHours(tx: Prisma.TransactionClient, { therapistId, hours, now = new Date(), freedAt = now, sourceKey }: Freed): Promise<boolean> {
  const ahead = hours.filter((hour) => hour > now)
  if (ahead.length === 0) return false
  const waiting = await tx.waitlistEntry.findFirst({ where: { therapistId, expiresAt: { gt: now }, createdAt: { lte: freedAt } }, select: { id: true } })
  if (!waiting) return false
  const { count } = await tx.waitlistOpening.createMany({ data: [{ therapistId, hours: ahead, freedAt, sourceKey }], skipDuplicates: true })
  return count > 0
}
