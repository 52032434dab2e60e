import 'server-only'
import { HOLD_MINUTES, HOLD_RAN_OUT } from '@/lib/validation/booking'
import type { Prisma } from '../db'
import { AppError } from '../errors'

/** How long after a first hold the same patient's re-holds of those hours still share its deadline. */
export const REHOLD_WINDOW_MINUTES = 60

type Range = { startsAt: Date; endsAt: Date }

/**
 * A hold's deadline is set once. Holding the same hours of the same therapist again (after the hold
 * ran out, was closed or failed) keeps the first hold's deadline for an hour, so re-holding every 20
 * minutes cannot keep a time away from everyone else; once that deadline has passed, the hours are
 * refused to this patient (409) until the hour is over, and open to everyone else meanwhile. A weekly
 * series is held with one deadline for all its weeks: any of them held before sets it.
 */
export async function holdDeadline(
  tx: Prisma.TransactionClient,
  { patientId, therapistId, ranges, now }: { patientId: string; therapistId: string; ranges: Range[]; now: Date },
): Promise<Date> {
  const first = await tx.appointment.findFirst({
    where: {
      patientId,
      therapistId,
      OR: ranges.map(({ startsAt, endsAt }) => ({ startsAt: { lt: endsAt }, endsAt: { gt: startsAt } })),
      holdExpiresAt: { not: null },
      createdAt: { gt: reholdWindowStart(now) },
      status: { not: 'Paid' },
    },
    orderBy: { createdAt: 'asc' },
    select: { createdAt: true },
  })
  return deadlineAfter(first?.createdAt ?? null, now)
}

/** The start of the re-hold window: holds of the same hours created after it share their deadline. */
export function reholdWindowStart(now: Date): Date {
  return new Date(now.getTime() - REHOLD_WINDOW_MINUTES * 60_000)
}

/** The deadline of a hold whose hours were first held at `firstHeldAt` (null: never within the window). */
export function deadlineAfter(firstHeldAt: Date | null, now: Date): Date {
  const deadline = new Date((firstHeldAt ?? now).getTime() + HOLD_MINUTES * 60_000)
  if (deadline <= now) throw new AppError('CONFLICT', HOLD_RAN_OUT)
  return deadline
}
