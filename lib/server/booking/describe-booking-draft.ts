import 'server-only'
import {
  BOOK_YOURSELF,
  BOOKING_INCOMPLETE,
  bookingAmountKobo,
  holdAppointmentSchema,
  publishedHoursProblem,
  THERAPIST_UNAVAILABLE,
  TIME_STARTED,
} from '@/lib/validation/booking'
import { activeAppointmentWhere } from '../appointments/active-appointment'
import { lagosInstant } from '../appointments/lagos-time'
import { db } from '../db'
import { PUBLIC_THERAPIST_WHERE } from '../therapists/public-therapist'

export const TIME_NOT_FREE = 'That time is no longer available. Please choose another time.'

export type BookingDraft = {
  therapist: { _id: string; fullName: string; photoUrl: string | null }
  /** Lagos date, YYYY-MM-DD. */
  appointmentDate: string
  /** Hours of the day, Lagos time: start 0–23, end 1–24. */
  startHour: number
  endHour: number
  duration: number
  /** Hours × the therapist's current hourly fee: what the hold will charge. */
  amountKobo: number
}

/** `therapistId` when the therapist is listed, so the page can offer to choose another time with them. */
export type DraftDescription = { ok: true; draft: BookingDraft } | { ok: false; message: string; therapistId?: string }

type Query = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/**
 * The confirmation page's summary of the draft in its URL (?therapistId, date, start, end; see
 * lib/booking/slot-choices.ts): parsed exactly as Make Payment's hold will parse it, priced from
 * the therapist's fee on the server, and checked against the therapist's published, still free hours
 * so a stale link or a reload after someone else booked says so before anyone pays. Hours this
 * viewer holds themself count as free: holding the same time again returns that hold.
 */
export async function describeBookingDraft({ query, viewerId, now = new Date() }: { query: Query; viewerId: string; now?: Date }): Promise<DraftDescription> {
  const parsed = holdAppointmentSchema.safeParse({
    therapistId: first(query.therapistId),
    appointmentDate: first(query.date),
    slot_start: first(query.start),
    slot_end: first(query.end),
  })
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? BOOKING_INCOMPLETE }
  const { therapistId, appointmentDate, slot_start: startHour, slot_end: endHour } = parsed.data

  const therapist = await db.therapistProfile.findFirst({
    where: { ...PUBLIC_THERAPIST_WHERE, userId: therapistId },
    select: { userId: true, feeKobo: true, photo: { select: { url: true } }, user: { select: { fullName: true } } },
  })
  if (!therapist) return { ok: false, message: THERAPIST_UNAVAILABLE }
  const fail = (message: string): DraftDescription => ({ ok: false, message, therapistId })
  if (viewerId === therapistId) return fail(BOOK_YOURSELF)

  const startsAt = lagosInstant(appointmentDate, startHour)
  const endsAt = lagosInstant(appointmentDate, endHour)
  if (startsAt <= now) return fail(TIME_STARTED)

  const [day, takenHours] = await Promise.all([
    db.availability.findUnique({
      where: { therapistId_date: { therapistId, date: new Date(`${appointmentDate}T00:00:00.000Z`) } },
      select: { hours: true },
    }),
    db.appointmentSlot.count({
      where: { therapistId, startsAt: { gte: startsAt, lt: endsAt }, appointment: { ...activeAppointmentWhere(now), patientId: { not: viewerId } } },
    }),
  ])
  const unpublished = publishedHoursProblem(day?.hours ?? null, startHour, endHour)
  if (unpublished) return fail(unpublished)
  if (takenHours > 0) return fail(TIME_NOT_FREE)

  const duration = endHour - startHour
  return {
    ok: true,
    draft: {
      therapist: { _id: therapist.userId, fullName: therapist.user.fullName, photoUrl: therapist.photo?.url ?? null },
      appointmentDate,
      startHour,
      endHour,
      duration,
      amountKobo: bookingAmountKobo(duration, therapist.feeKobo),
    },
  }
}
