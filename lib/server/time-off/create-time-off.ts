import 'server-only'
import { addDays, daysBetween } from '@/lib/availability/calendar'
import { isPastHour } from '@/lib/availability/planner'
import { describeLagosTime, formatLagosDateTime, lagosClock, lagosInstant } from '@/lib/time'
import {
  clashMessage,
  MAX_TIME_OFF_DAYS,
  overlapMessage,
  TIME_OFF_ADDED,
  TIME_OFF_CANCEL_REASON,
  TIME_OFF_ORDER,
  TIME_OFF_PASSED,
  TIME_OFF_START_DAYS_AHEAD,
  TIME_OFF_TOO_FAR,
  TIME_OFF_TOO_LONG,
} from '@/lib/validation/time-off'
import { dateKeyOf } from '../availability/availability-dto'
import { lockTherapistSchedule } from '../availability/lock-therapist-schedule'
import { cancelByTherapistInTransaction, finishCancellations, type PendingCancellation } from '../cancellations/cancel-appointment'
import { db } from '../db'
import { AppError, isUniqueViolation } from '../errors'
import { refundGateway } from '../refunds/refund-gateway'
import { findTimeOffClashes, type TimeOffClash } from './find-time-off-clashes'
import { TIME_OFF_SELECT, toTimeOffView, type TimeOffView } from './time-off-dto'
import { freeHoursChanged } from '../therapists/free-hours-ahead'

type Args = {
  therapistId: string
  /** First and last Lagos date, both included (the schema's output). */
  from: string
  to: string
  reason?: string
  cancelClashing?: boolean
  now?: Date
}

export type TimeOffOutcome =
  | { outcome: 'created'; message: string; data: TimeOffView & { cancelled: TimeOffClash[] } }
  /** Nothing was written: the paid sessions in the range, to move or cancel first. */
  | { outcome: 'clash'; message: string; data: { clashes: TimeOffClash[] } }

/**
 * POST therapist/time-off and the time-off page (docs/decisions/024). One transaction, in this order:
 * the therapist's schedule lock (publishing takes it too), the days' Availability rows FOR UPDATE in
 * date order (bookings take them FOR SHARE, so none is half-way through), then the checks:
 *
 * - another time off overlapping (409, naming it; TimeOffDay's key is the final word);
 * - a patient paying for an hour in the range right now (409: the hold runs out within 20 minutes,
 *   or becomes a paid session that then counts as one);
 * - paid sessions that have not started (locked): without cancelClashing, nothing is written and the
 *   caller gets them to move or cancel; with it, each is cancelled with a full refund here, in the
 *   same transaction, so either the time off and all its cancellations commit or none does.
 *
 * Then the days' hours go (those that have started stay, as history) and the time off and its days
 * are written. After the commit the refunds are sent and each patient is told.
 */
export async function createTimeOff({ therapistId, from, to, reason, cancelClashing = false, now = new Date() }: Args): Promise<TimeOffOutcome> {
  const clock = lagosClock(now)
  if (to < from) throw new AppError('VALIDATION', TIME_OFF_ORDER, { to: [TIME_OFF_ORDER] })
  if (daysBetween(from, to) >= MAX_TIME_OFF_DAYS) throw new AppError('VALIDATION', TIME_OFF_TOO_LONG, { to: [TIME_OFF_TOO_LONG] })
  if (from < clock.date) throw new AppError('VALIDATION', TIME_OFF_PASSED, { from: [TIME_OFF_PASSED] })
  if (daysBetween(clock.date, from) > TIME_OFF_START_DAYS_AHEAD) throw new AppError('VALIDATION', TIME_OFF_TOO_FAR, { from: [TIME_OFF_TOO_FAR] })
  const dates = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i))
  const gateway = cancelClashing ? await refundGateway() : null

  const result = await db.$transaction(async (tx): Promise<{ timeOff: TimeOffView; cancelled: TimeOffClash[]; pending: PendingCancellation[] } | { clashes: TimeOffClash[] }> => {
    await lockTherapistSchedule(tx, therapistId)
    const overlap = await tx.timeOff.findFirst({
      where: { therapistId, from: { lte: new Date(`${to}T00:00:00.000Z`) }, to: { gte: new Date(`${from}T00:00:00.000Z`) } },
      select: TIME_OFF_SELECT,
    })
    if (overlap) {
      const { from: takenFrom, to: takenTo } = toTimeOffView(overlap, clock.date)
      throw new AppError('CONFLICT', overlapMessage(takenFrom, takenTo))
    }
    const days = await tx.$queryRaw<{ id: string; date: Date; hours: number[] }[]>`
      SELECT id, date, hours FROM "Availability"
      WHERE "therapistId" = ${therapistId}::uuid AND date BETWEEN ${from}::date AND ${to}::date
      ORDER BY date FOR UPDATE`

    const held = await tx.appointment.findFirst({
      where: { therapistId, status: 'Pending', holdExpiresAt: { gt: now }, startsAt: { gte: lagosInstant(from, 0), lt: lagosInstant(to, 24) } },
      orderBy: { holdExpiresAt: 'desc' },
      select: { startsAt: true, endsAt: true, holdExpiresAt: true },
    })
    if (held) throw new AppError('CONFLICT', heldMessage(held.startsAt, held.endsAt, held.holdExpiresAt!))

    const clashes = await findTimeOffClashes(tx, { therapistId, from, to, now, lock: true })
    if (clashes.length > 0 && !cancelClashing) return { clashes }
    const pending: PendingCancellation[] = []
    for (const clash of clashes) {
      pending.push(await cancelByTherapistInTransaction(tx, { therapistId, appointmentId: clash._id, reason: TIME_OFF_CANCEL_REASON, gateway: gateway!, now }))
    }

    // The free hours of those days go; an hour that has started stays as it was (today's history).
    for (const day of days) {
      const date = dateKeyOf(day.date)
      const started = day.hours.filter((hour) => isPastHour(date, hour, clock))
      if (started.length === 0) await tx.availability.delete({ where: { id: day.id } })
      else if (started.length < day.hours.length) await tx.availability.update({ where: { id: day.id }, data: { hours: started } })
    }

    const created = await tx.timeOff.create({
      data: { therapistId, from: new Date(`${from}T00:00:00.000Z`), to: new Date(`${to}T00:00:00.000Z`), reason: reason ?? null },
      select: TIME_OFF_SELECT,
    })
    await tx.timeOffDay.createMany({ data: dates.map((date) => ({ therapistId, timeOffId: created.id, date: new Date(`${date}T00:00:00.000Z`) })) })
    return { timeOff: toTimeOffView(created, clock.date), cancelled: clashes, pending }
    // Up to 90 days with a cancellation each: more than the default 5 seconds may be needed.
  }, { timeout: 30_000 }).catch((error: unknown) => {
    // Two time offs of one therapist at once: the schedule lock serialises them, so the overlap check
    // answers; should anything bypass it, TimeOffDay's key is the final word.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'These days overlap time off you already have. Reload the page to see it.')
    throw error
  })

  if ('clashes' in result) return { outcome: 'clash', message: clashMessage(result.clashes.length), data: { clashes: result.clashes } }
  await freeHoursChanged(therapistId)
  await finishCancellations(result.pending)
  const cancelledText = result.cancelled.length === 0 ? '' : ` ${result.cancelled.length === 1 ? '1 session was' : `${result.cancelled.length} sessions were`} cancelled and refunded in full.`
  return { outcome: 'created', message: `${TIME_OFF_ADDED}${cancelledText}`, data: { ...result.timeOff, cancelled: result.cancelled } }
}

function heldMessage(startsAt: Date, endsAt: Date, holdExpiresAt: Date): string {
  return `A patient is paying for a session on ${describeLagosTime(startsAt, endsAt)} right now. Try again after ${formatLagosDateTime(holdExpiresAt)}.`
}
