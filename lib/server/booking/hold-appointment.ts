import 'server-only'
import {
  ALREADY_BOOKED,
  BOOK_YOURSELF,
  CURRENCY,
  HOLD_SUCCESS,
  MAX_ACTIVE_HOLDS,
  SLOT_TAKEN,
  THERAPIST_UNAVAILABLE,
  TOO_MANY_HOLDS,
  type HoldAppointment,
} from '@/lib/validation/booking'
import { findOwnOverlap, ownOverlapMessage, slotRows } from '../appointments/appointment-slots'
import { expireLingeringHolds } from '../appointments/release-expired-holds'
import { lockBookableRange } from '../availability/lock-bookable-range'
import { db } from '../db'
import { AppError, isUniqueViolation } from '../errors'
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit'
import { BOOKING_TRANSACTION_OPTIONS } from './booking-transaction'
import { readHoldStart } from './hold-start'
import { deadlineAfter, reholdWindowStart } from './hold-deadline'
import { readHoldContext } from './hold-context'
import { holdSeries, type SeriesHold } from './hold-series'
import { hasCurrentHealthConsent } from '../consent/has-current-health-consent'
import { CONSENT_REQUIRED, HEALTH_DATA_CONSENT_KIND, HEALTH_DATA_CONSENT_VERSION } from '@/lib/consent/health-data-consent'
import { afterHoldCommitted, checkoutCount, releaseOwnHolds, withWholeSeries } from './own-holds'
import { newPaymentReference } from './payment-reference'
import { bookingAmountKobo, koboToNaira } from '@/lib/money'
import { coveredHours, lagosInstant } from '@/lib/time'
import { offeredSessionMode } from './offered-session-mode'


export type Hold = {
  _id: string
  paymentReference: string
  /** Naira (the database keeps kobo). */
  amount: number
  currency: typeof CURRENCY
  /** ISO timestamp: after it the time is released unless the payment has been confirmed. */
  holdExpiresAt: string
}

/** `weeks` absent or 1: one session; 2 to 12: a standing weekly series (hold-series.ts). */
export type HoldArgs = { patientId: string; now?: Date } & Omit<HoldAppointment, 'weeks'> & { weeks?: number }

/**
 * Make Payment: holds the chosen hours for the patient while they pay.
 *
 * The amount is the therapist's fee × hours, read here; nothing about money comes from the client.
 * Refused: booking yourself, a therapist who is not listed, a time that is not wholly bookable
 * (lib/availability/free-hours.ts: started or not wholly inside the therapist's published hours, 400
 * with RANGE_PROBLEM_MESSAGES; taken by someone else, SLOT_TAKEN 409); a time this patient has already
 * paid for (409, ALREADY_BOOKED); more than MAX_ACTIVE_HOLDS unpaid holds (409). One transaction writes the Pending appointment (unique server-made reference, expiry
 * HOLD_MINUTES ahead) and one AppointmentSlot row per hour; the slot primary key refuses any hour
 * another active appointment owns (decision 004), so of any number of concurrent attempts on an
 * hour exactly one wins and the others get SLOT_TAKEN (409). Holds that ran out are cleared from
 * those hours first, so no background job is needed.
 *
 * The patient cannot be in two sessions at once either: a paid session of theirs in those hours is
 * refused by name (409), and the key (patientId, startsAt) refuses it whatever the code does.
 *
 * Asking again for exactly the time this patient already holds returns that hold (a reload or a
 * double click must not fail on one's own hold); asking for another time of the same therapist, or
 * for hours that overlap another unpaid hold of theirs, releases that earlier hold (a whole series,
 * if it is a week of one).
 *
 * With `weeks` above 1 the same weekday and hours are held every week, all or nothing (hold-series.ts).
 *
 * A patient without the health-data consent in force for the current text is refused first (403,
 * CONSENT_REQUIRED, with the consent to give in `data`), whatever client asks (decision 028).
 */
export async function holdAppointment(args: HoldArgs): Promise<{ message: string; data: Hold | SeriesHold }> {
  if ((args.weeks ?? 1) > 1) {
    // Booking oneself is refused by name below, before any question of consent.
    if (args.patientId !== args.therapistId) await assertHealthConsent(args.patientId)
    return holdSeries({ ...args, weeks: args.weeks ?? 1 })
  }
  return holdOne(args)
}

async function holdOne({ patientId, therapistId, appointmentDate, slot_start, slot_end, sessionMode: askedMode, now = new Date() }: HoldArgs): Promise<{ message: string; data: Hold }> {
  // Booking oneself is refused by name, before any question of consent.
  if (patientId === therapistId) throw new AppError('VALIDATION', BOOK_YOURSELF, { therapistId: [BOOK_YOURSELF] })
  const startsAt = lagosInstant(appointmentDate, slot_start)
  const endsAt = lagosInstant(appointmentDate, slot_end)
  // The three questions asked before any lock, in one statement (decision 048); their refusals keep this order.
  const { consented, ownBooking, therapist } = await readHoldStart({ patientId, therapistId, startsAt, endsAt })
  if (!consented) throw consentRequired()
  // A stale confirmation page (Back after paying, a second tab) asks for a time this patient has paid
  // for: say so, instead of the slot key's "someone else has just taken part of that time".
  if (ownBooking) throw new AppError('CONFLICT', ALREADY_BOOKED)
  if (!therapist) throw new AppError('VALIDATION', THERAPIST_UNAVAILABLE, { therapistId: [THERAPIST_UNAVAILABLE] })
  const sessionMode = offeredSessionMode(therapist.sessionModes, askedMode)

  await enforceRateLimit(
    { bucket: 'booking:hold', key: patientId, limit: 20, windowMs: 60 * 60 * 1000 },
    (retryIn) => `Too many booking attempts. Please try again ${retryIn}.`,
  )

  const duration = slot_end - slot_start
  const hours = coveredHours(startsAt, duration)
  const releasedTherapists = new Set<string>()
  const select = { id: true, paymentReference: true, amountKobo: true, holdExpiresAt: true } as const
  let row
  try {
    row = await db.$transaction(async (tx) => {
      // One hold of this patient at a time: the cap on unpaid holds and the deadline below are read
      // and written under this lock, so simultaneous holds cannot all pass the count.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`hold:patient:${patientId}`}, 0))`
      // Keeps the hours published until commit, so an availability edit racing this hold cannot strand it (decision 015).
      // The patient's own appointments are left to the replacement of holds and the own-overlap check below.
      await lockBookableRange(tx, { therapistId, date: appointmentDate, from: slot_start, to: slot_end, now, ignore: { patientId }, fields: { date: 'appointmentDate', start: 'slot_start' } })
      // Everything else this hold asks before writing, in one statement (decision 048); the rules
      // below apply to its answer in the order they always had.
      const { mine, firstHeldAt, lingering, overlaps } = await readHoldContext(tx, { patientId, therapistId, startsAt, endsAt, hours, heldSince: reholdWindowStart(now), now })
      const same = mine.find((hold) => hold.seriesId === null && hold.therapistId === therapistId && +hold.startsAt === +startsAt && +hold.endsAt === +endsAt)
      // The same time asked again, perhaps with another mode chosen: the hold takes the new mode.
      if (same) return tx.appointment.update({ where: { id: same.id }, data: { sessionMode }, select })
      const holdExpiresAt = deadlineAfter(firstHeldAt, now)

      // One checkout per therapist at a time, and one per hour of the patient's day: the patient's
      // earlier unpaid holds there give way, a series as a whole (a paid session in the way is refused below).
      const replaced = withWholeSeries(mine, mine.filter((hold) => hold.therapistId === therapistId || (hold.startsAt < endsAt && hold.endsAt > startsAt)))
      for (const id of await releaseOwnHolds(tx, replaced, now)) releasedTherapists.add(id)
      if (checkoutCount(mine) - checkoutCount(replaced) >= MAX_ACTIVE_HOLDS) throw new AppError('CONFLICT', TOO_MANY_HOLDS)

      await expireLingeringHolds(tx, lingering, now)
      // The holds that gave way above no longer own these hours.
      const givenWay = new Set(replaced.map((hold) => hold.id))
      const ownOverlap = overlaps.find((other) => !givenWay.has(other.id))
      if (ownOverlap) throw new AppError('CONFLICT', ownOverlapMessage(ownOverlap))
      const created = await tx.appointment.create({
        data: {
          patientId,
          therapistId,
          startsAt,
          endsAt,
          durationHours: duration,
          amountKobo: bookingAmountKobo(duration, therapist.feeKobo),
          status: 'Pending',
          paymentReference: newPaymentReference(now),
          holdExpiresAt,
          sessionMode,
          createdAt: now,
        },
        select,
      })
      // The keys (therapistId, startsAt) and (patientId, startsAt) refuse an hour another active
      // appointment of either person owns.
      await tx.appointmentSlot.createMany({ data: slotRows({ id: created.id, therapistId, patientId }, hours) })
      return created
    }, BOOKING_TRANSACTION_OPTIONS)
  } catch (error) {
    if (isUniqueViolation(error)) throw await slotTakenError({ patientId, hours, now })
    throw error
  }

  await afterHoldCommitted({ released: releasedTherapists, therapistId, now })
  return {
    message: HOLD_SUCCESS,
    data: {
      _id: row.id,
      paymentReference: row.paymentReference,
      amount: koboToNaira(row.amountKobo),
      currency: CURRENCY,
      holdExpiresAt: (row.holdExpiresAt ?? now).toISOString(),
    },
  }
}

async function assertHealthConsent(patientId: string) {
  if (!(await hasCurrentHealthConsent(patientId))) throw consentRequired()
}

const consentRequired = () => new AppError('FORBIDDEN', CONSENT_REQUIRED, undefined, { consent: { kind: HEALTH_DATA_CONSENT_KIND, version: HEALTH_DATA_CONSENT_VERSION } })

/**
 * A slot key refused the hold: if one of the patient's own sessions took those hours meanwhile, say
 * which; otherwise someone else took them.
 */
async function slotTakenError({ patientId, hours, now }: { patientId: string; hours: Date[]; now: Date }): Promise<AppError> {
  const ownOverlap = await findOwnOverlap(db, { patientId, hours, now })
  return ownOverlap ? new AppError('CONFLICT', ownOverlap) : new AppError('SLOT_TAKEN', SLOT_TAKEN)
}
