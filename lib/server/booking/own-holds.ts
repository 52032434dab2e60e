import 'server-only'
import type { Prisma } from '../db'
import { tellWaitlistSoon } from '../waitlist/tell-waitlist'
import { recordFreedHours } from '../waitlist/record-freed-hours'
import { coveredHours } from '@/lib/time'
import { freeHoursChangedAfterResponse } from '../therapists/free-hours-after-response'

/*
 * A patient's own unpaid holds, as a new hold sees them (decision 012): one checkout per therapist
 * and per hour of the patient's day, at most MAX_ACTIVE_HOLDS checkouts at once. A weekly series is
 * one checkout (decision 023): it gives way, and counts, as a whole.
 */

export const OWN_HOLD_SELECT = { id: true, seriesId: true, therapistId: true, startsAt: true, endsAt: true, durationHours: true, paymentReference: true, amountKobo: true, holdExpiresAt: true } as const

export type OwnHold = Prisma.AppointmentGetPayload<{ select: typeof OWN_HOLD_SELECT }>

/** The patient's holds still running (Pending, not run out), every week of a series among them. */
export function findOwnLiveHolds(tx: Prisma.TransactionClient, patientId: string, now: Date): Promise<OwnHold[]> {
  return tx.appointment.findMany({ where: { patientId, status: 'Pending', holdExpiresAt: { gt: now } }, select: OWN_HOLD_SELECT, orderBy: { startsAt: 'asc' } })
}

/** The chosen holds with every other week of their series: a series is never left in part. */
export function withWholeSeries(mine: readonly OwnHold[], chosen: readonly OwnHold[]): OwnHold[] {
  const series = new Set(chosen.flatMap((hold) => (hold.seriesId ? [hold.seriesId] : [])))
  const ids = new Set(chosen.map((hold) => hold.id))
  return mine.filter((hold) => ids.has(hold.id) || (hold.seriesId !== null && series.has(hold.seriesId)))
}

/** How many checkouts the holds are: a booking of its own is one, a whole series is one. */
export function checkoutCount(holds: readonly OwnHold[]): number {
  return new Set(holds.map((hold) => hold.seriesId ?? hold.id)).size
}

/**
 * Releases the given holds (Cancelled, slot rows gone, the freed hours noted for the waitlist) in the
 * caller's transaction; answers their therapists, whose open hours changed.
 */
export async function releaseOwnHolds(tx: Prisma.TransactionClient, holds: readonly OwnHold[], now: Date): Promise<string[]> {
  if (holds.length === 0) return []
  const ids = holds.map((hold) => hold.id)
  await tx.appointment.updateMany({ where: { id: { in: ids }, status: 'Pending' }, data: { status: 'Cancelled' } })
  await tx.appointmentSlot.deleteMany({ where: { appointmentId: { in: ids } } })
  for (const hold of holds) await recordFreedHours(tx, { therapistId: hold.therapistId, hours: coveredHours(hold.startsAt, hold.durationHours), now })
  return [...new Set(holds.map((hold) => hold.therapistId))]
}

/**
 * After a hold commits: the open hours of the therapists whose holds gave way, and of the one held,
 * are refreshed on the public pages (after the answer, in a batch: free-hours-after-response.ts), and
 * those waiting for the given-up hours are told.
 */
export async function afterHoldCommitted({ released, therapistId, now }: { released: Iterable<string>; therapistId: string; now: Date }): Promise<void> {
  for (const id of released) {
    await freeHoursChangedAfterResponse(id)
    await tellWaitlistSoon(id, now)
  }
  await freeHoursChangedAfterResponse(therapistId)
}
