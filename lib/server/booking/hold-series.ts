import 'server-only'
import { randomUUID } from 'node:crypto'
import { seriesDates, type Clash } from '@/lib/booking/series'
import { bookingAmountKobo, koboToNaira, seriesAmountKobo } from '@/lib/money'
import { lagosInstant, slotTime } from '@/lib/time'
import { ALREADY_BOOKED, BOOK_YOURSELF, CURRENCY, HOLD_SUCCESS, MAX_ACTIVE_HOLDS, SLOT_TAKEN, THERAPIST_UNAVAILABLE, TOO_MANY_HOLDS } from '@/lib/validation/booking'
import { releaseExpiredHolds } from '../appointments/release-expired-holds'
import { findRangeProblem } from '../availability/lock-bookable-range'
import { db, type Prisma } from '../db'
import { AppError, isUniqueViolation } from '../errors'
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit'
import { PUBLIC_THERAPIST_WHERE } from '../therapists/public-therapist'
import { BOOKING_TRANSACTION_OPTIONS } from './booking-transaction'
import { findOwnBooking } from './find-own-booking'
import type { Hold } from './hold-appointment'
import { holdDeadline } from './hold-deadline'
import { afterHoldCommitted, checkoutCount, findOwnLiveHolds, releaseOwnHolds, withWholeSeries, type OwnHold } from './own-holds'
import { newPaymentReference } from './payment-reference'
import { offeredSessionMode } from './offered-session-mode'
import type { SessionMode } from '@/lib/session-modes'
import { findSeriesClashes, ownSessionDates, seriesClashError, seriesHours, withOwnClashes } from './series-clashes'

/** One week of a held series, as the hold answers it (the API field names, Lagos date and hours). */
export type SeriesOccurrence = { _id: string; appointmentDate: string; slot_start: string; slot_end: string }

/** A held series: the single hold's answer (the first week's id, the series' reference and total), plus every week. */
export type SeriesHold = Hold & { seriesId: string; occurrences: SeriesOccurrence[] }

type SeriesArgs = { patientId: string; therapistId: string; appointmentDate: string; slot_start: number; slot_end: number; weeks: number; sessionMode?: SessionMode; now?: Date }

type Week = { date: string; startsAt: Date; endsAt: Date }

/** A week's own reference, under its series' (the provider only ever sees the series'). */
export const weekReference = (seriesReference: string, index: number) => `${seriesReference}-W${index}`

/**
 * Make Payment for "every week" (decision 023): holds the same weekday and hours for `weeks` weeks
 * for ONE checkout, all or nothing. One transaction, under the patient's advisory lock:
 * - every week is checked by the rule every booking uses, under that day's availability lock
 *   (findRangeProblem, decision 015): published, not started, free; and against the patient's own
 *   paid sessions (their key (patientId, startsAt));
 * - any week that fails refuses the whole series (409) naming every clashing date, with the longest
 *   run of consecutive free weeks offered instead; nothing is held or changed;
 * - otherwise the series row, one Pending appointment per week (its own reference `<series>-W<n>`,
 *   its own amount, one deadline for all) and every hour's AppointmentSlot row are written, the rows
 *   in ascending time so two series racing insert in one order. The slot keys refuse any hour
 *   another active appointment owns: of any number of concurrent series on one therapist, each is
 *   held whole or not at all, and no week ever overlaps.
 * The amount is fee × hours × weeks, read here. A series is one checkout for MAX_ACTIVE_HOLDS, gives
 * way as a whole to a later hold, and asking again for the same series returns it.
 */
export async function holdSeries({ patientId, therapistId, appointmentDate, slot_start, slot_end, weeks, sessionMode: askedMode, now = new Date() }: SeriesArgs): Promise<{ message: string; data: SeriesHold }> {
  if (patientId === therapistId) throw new AppError('VALIDATION', BOOK_YOURSELF, { therapistId: [BOOK_YOURSELF] })
  const dates = seriesDates(appointmentDate, weeks)
  const schedule: Week[] = dates.map((date) => ({ date, startsAt: lagosInstant(date, slot_start), endsAt: lagosInstant(date, slot_end) }))
  const first = schedule[0]!
  // A stale confirmation page after paying (Back, a second tab): the first week is already theirs.
  if (await findOwnBooking({ patientId, therapistId, startsAt: first.startsAt, endsAt: first.endsAt })) throw new AppError('CONFLICT', ALREADY_BOOKED)

  const therapist = await db.therapistProfile.findFirst({ where: { ...PUBLIC_THERAPIST_WHERE, userId: therapistId }, select: { feeKobo: true, sessionModes: true } })
  if (!therapist) throw new AppError('VALIDATION', THERAPIST_UNAVAILABLE, { therapistId: [THERAPIST_UNAVAILABLE] })
  const sessionMode = offeredSessionMode(therapist.sessionModes, askedMode)

  await enforceRateLimit(
    { bucket: 'booking:hold', key: patientId, limit: 20, windowMs: 60 * 60 * 1000 },
    (retryIn) => `Too many booking attempts. Please try again ${retryIn}.`,
  )

  const duration = slot_end - slot_start
  const hours = seriesHours(dates, slot_start, slot_end)
  const released = new Set<string>()
  let held: { seriesId: string; paymentReference: string; amountKobo: number; holdExpiresAt: Date; weeks: { id: string; startsAt: Date }[] }
  try {
    held = await db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`hold:patient:${patientId}`}, 0))`
      // Every week under its day's lock, so an availability edit cannot remove an hour before commit.
      const clashes: Clash[] = []
      for (const week of schedule) {
        const problem = await findRangeProblem(tx, { therapistId, date: week.date, from: slot_start, to: slot_end, now, ignore: { patientId } })
        if (problem) clashes.push({ appointmentDate: week.date, reason: problem })
      }
      const mine = await findOwnLiveHolds(tx, patientId, now)
      const same = clashes.length === 0 ? await sameSeries(tx, mine, { therapistId, schedule }) : null
      if (same) {
        // The same series asked again, perhaps with another mode chosen: every week takes the new mode.
        await tx.appointment.updateMany({ where: { seriesId: same.seriesId }, data: { sessionMode } })
        return same
      }

      // The patient's own unpaid holds with this therapist or on any of these hours give way, whole.
      const overlaps = (hold: OwnHold) => schedule.some((week) => hold.startsAt < week.endsAt && hold.endsAt > week.startsAt)
      const replaced = withWholeSeries(mine, mine.filter((hold) => hold.therapistId === therapistId || overlaps(hold)))
      const holdExpiresAt = await holdDeadline(tx, { patientId, therapistId, ranges: schedule, now })
      for (const id of await releaseOwnHolds(tx, replaced, now)) released.add(id)
      await releaseExpiredHolds(tx, { therapistId, patientId, hours, now })
      const all = withOwnClashes(clashes, dates, await ownSessionDates(tx, { patientId, hours }))
      if (all.length > 0) throw seriesClashError(dates, all)
      if (checkoutCount(mine) - checkoutCount(replaced) >= MAX_ACTIVE_HOLDS) throw new AppError('CONFLICT', TOO_MANY_HOLDS)

      const series = await tx.appointmentSeries.create({
        data: { patientId, therapistId, weeks, paymentReference: newPaymentReference(now), amountKobo: seriesAmountKobo(duration, therapist.feeKobo, weeks), createdAt: now },
        select: { id: true, paymentReference: true, amountKobo: true },
      })
      const rows = schedule.map((week, i) => ({
        id: randomUUID(),
        patientId,
        therapistId,
        startsAt: week.startsAt,
        endsAt: week.endsAt,
        durationHours: duration,
        amountKobo: bookingAmountKobo(duration, therapist.feeKobo),
        status: 'Pending' as const,
        paymentReference: weekReference(series.paymentReference, i + 1),
        holdExpiresAt,
        createdAt: now,
        seriesId: series.id,
        seriesIndex: i + 1,
        sessionMode,
      }))
      await tx.appointment.createMany({ data: rows })
      // The keys (therapistId, startsAt) and (patientId, startsAt) refuse an hour another active
      // appointment of either person owns; ascending, so racing series never wait on each other in a circle.
      await tx.appointmentSlot.createMany({
        data: rows.flatMap((row) => hours.filter((hour) => hour >= row.startsAt && hour < row.endsAt).map((startsAt) => ({ therapistId, patientId, appointmentId: row.id, startsAt }))),
      })
      return { seriesId: series.id, paymentReference: series.paymentReference, amountKobo: series.amountKobo, holdExpiresAt, weeks: rows }
    }, BOOKING_TRANSACTION_OPTIONS)
  } catch (error) {
    if (isUniqueViolation(error)) throw await takenMeanwhile({ patientId, therapistId, dates, from: slot_start, to: slot_end, now })
    throw error
  }

  await afterHoldCommitted({ released: released, therapistId, now })
  return {
    message: HOLD_SUCCESS,
    data: {
      _id: held.weeks[0]!.id,
      paymentReference: held.paymentReference,
      amount: koboToNaira(held.amountKobo),
      currency: CURRENCY,
      holdExpiresAt: held.holdExpiresAt.toISOString(),
      seriesId: held.seriesId,
      occurrences: held.weeks.map((week, i) => ({ _id: week.id, appointmentDate: dates[i]!, slot_start: slotTime(slot_start), slot_end: slotTime(slot_end) })),
    },
  }
}

/** The patient's live hold of exactly this series (same therapist, weeks and hours), for a reload or a double click. */
async function sameSeries(tx: Prisma.TransactionClient, mine: readonly OwnHold[], { therapistId, schedule }: { therapistId: string; schedule: Week[] }) {
  const first = schedule[0]!
  const candidate = mine.find((hold) => hold.seriesId !== null && hold.therapistId === therapistId && +hold.startsAt === +first.startsAt && +hold.endsAt === +first.endsAt)
  if (!candidate?.seriesId) return null
  const weeks = mine.filter((hold) => hold.seriesId === candidate.seriesId)
  const matches = weeks.length === schedule.length && weeks.every((hold, i) => +hold.startsAt === +schedule[i]!.startsAt && +hold.endsAt === +schedule[i]!.endsAt)
  if (!matches) return null
  const series = await tx.appointmentSeries.findUniqueOrThrow({ where: { id: candidate.seriesId }, select: { id: true, paymentReference: true, amountKobo: true } })
  return { seriesId: series.id, paymentReference: series.paymentReference, amountKobo: series.amountKobo, holdExpiresAt: candidate.holdExpiresAt ?? first.startsAt, weeks }
}

/**
 * A slot key refused the series: another hold committed first on some week. Read the weeks again
 * (outside the failed transaction) to name the clashing dates and the run still to be had.
 */
async function takenMeanwhile(time: { patientId: string; therapistId: string; dates: string[]; from: number; to: number; now: Date }): Promise<AppError> {
  const clashes = await findSeriesClashes(db, time)
  return clashes.length > 0 ? seriesClashError(time.dates, clashes) : new AppError('SLOT_TAKEN', SLOT_TAKEN)
}
