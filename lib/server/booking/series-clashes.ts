import 'server-only'
import { rangeProblem } from '@/lib/availability/free-hours'
import { longestFreeRun, seriesClashMessage, type Clash } from '@/lib/booking/series'
import { coveredHours, lagosDateKey, lagosInstant } from '@/lib/time'
import { findTherapistHours } from '../availability/find-therapist-hours'
import type { Prisma } from '../db'
import { AppError } from '../errors'

type SeriesTime = { patientId: string; therapistId: string; dates: readonly string[]; from: number; to: number; now: Date }

/** Every hour of every week of a series, ascending: the slot rows it writes, in one order for every writer. */
export function seriesHours(dates: readonly string[], from: number, to: number): Date[] {
  return dates.flatMap((date) => coveredHours(lagosInstant(date, from), to - from))
}

/**
 * The Lagos dates on which the patient already has a paid session in one of these hours: the
 * patient's own key (patientId, startsAt) would refuse those weeks, so they are named as clashes.
 */
export async function ownSessionDates(client: Prisma.TransactionClient, { patientId, hours }: { patientId: string; hours: Date[] }): Promise<Set<string>> {
  const slots = await client.appointmentSlot.findMany({ where: { patientId, startsAt: { in: hours }, appointment: { is: { status: 'Paid' } } }, select: { startsAt: true } })
  return new Set(slots.map((slot) => lagosDateKey(slot.startsAt)))
}

/**
 * Which weeks of a series cannot be had, read outside a transaction (the confirmation page before
 * anyone pays, and the answer after a slot key refused a hold): each week by the rule every booking
 * uses (free-hours.ts: started, nothing published that date, an hour not published, taken), the
 * patient's own appointments left to the rule below; then the weeks that clash with one of the
 * patient's own paid sessions. The hold checks the same again under its locks.
 */
export async function findSeriesClashes(client: Prisma.TransactionClient, { patientId, therapistId, dates, from, to, now }: SeriesTime): Promise<Clash[]> {
  const hours = await findTherapistHours(client, { therapistIds: [therapistId], fromDate: dates[0]!, toDate: dates.at(-1)!, now, ignore: { patientId } })
  const { days, taken } = hours.get(therapistId)!
  const clashes: Clash[] = []
  for (const date of dates) {
    const problem = rangeProblem({ date, from, to, published: days.find((day) => day.date === date)?.hours ?? null, taken, now })
    if (problem) clashes.push({ appointmentDate: date, reason: problem })
  }
  return withOwnClashes(clashes, dates, await ownSessionDates(client, { patientId, hours: seriesHours(dates, from, to) }))
}

/** The clashes with the weeks of the patient's own sessions added, in date order. */
export function withOwnClashes(clashes: readonly Clash[], dates: readonly string[], own: ReadonlySet<string>): Clash[] {
  const named = new Set(clashes.map((clash) => clash.appointmentDate))
  const added = dates.filter((date) => own.has(date) && !named.has(date)).map((date): Clash => ({ appointmentDate: date, reason: 'own' }))
  return [...clashes, ...added].sort((a, b) => a.appointmentDate.localeCompare(b.appointmentDate))
}

/**
 * 409 for a series that cannot be held whole: the message names every clashing date, and `data`
 * carries them with the longest run of consecutive free weeks to offer instead.
 */
export function seriesClashError(dates: readonly string[], clashes: readonly Clash[]): AppError {
  const longestRun = longestFreeRun(dates, clashes)
  return new AppError('CONFLICT', seriesClashMessage(clashes, longestRun), undefined, { clashes, longestRun })
}
