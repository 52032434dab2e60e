import 'server-only'
import { RANGE_PROBLEM_MESSAGES, rangeProblem } from '@/lib/availability/free-hours'
import { longestFreeRun, seriesClashMessage, seriesDates, type Clash, type FreeRun } from '@/lib/booking/series'
import { bookingAmountKobo, seriesAmountKobo } from '@/lib/money'
import { ALREADY_BOOKED, BOOK_YOURSELF, BOOKING_INCOMPLETE, holdAppointmentSchema, THERAPIST_UNAVAILABLE } from '@/lib/validation/booking'
import { findTherapistHours } from '../availability/find-therapist-hours'
import { db } from '../db'
import { findOwnBooking, type OwnBooking } from './find-own-booking'
import { PUBLIC_THERAPIST_WHERE } from '../therapists/public-therapist'
import { findSeriesClashes } from './series-clashes'
import { lagosInstant } from '@/lib/time'
import { chooseSessionMode, SESSION_MODE_NOT_OFFERED, type SessionMode } from '@/lib/session-modes'
import { PROFILE_PHOTO_SELECT, profilePhotoOf } from '../uploads/profile-photo'

export type BookingDraft = {
  therapist: { _id: string; fullName: string; photoUrl: string | null }
  /** Lagos date, YYYY-MM-DD. */
  appointmentDate: string
  /** Hours of the day, Lagos time: start 0–23, end 1–24. */
  startHour: number
  endHour: number
  duration: number
  /** Hours × the therapist's current hourly fee × weeks: what the hold will charge. */
  amountKobo: number
  /** 1 for one session; 2 to 12 for a standing weekly series (decision 023). */
  weeks: number
  /** The Lagos date of every week (the one date of a single session). */
  dates: string[]
  /** One session's amount: hours × fee. */
  sessionAmountKobo: number
  /** How the session takes place: the draft's ?mode=, or the therapist's default (lib/session-modes.ts). */
  sessionMode: SessionMode
}

/** A series whose weeks are not all free: which clash, and the longest run of free weeks to offer instead. */
export type SeriesDraftClash = { dates: string[]; clashes: Clash[]; longestRun: FreeRun | null; startHour: number; endHour: number }

/**
 * `therapistId` when the therapist is listed, so the page can offer to choose another time with them;
 * `booked` when the viewer has already paid for this very time, so the page says so and links to it.
 */
export type DraftDescription = { ok: true; draft: BookingDraft } | { ok: false; message: string; therapistId?: string; booked?: BookedDraft; clash?: SeriesDraftClash }

/** The viewer's own paid appointment at the draft's time, with the time as the draft gives it. */
export type BookedDraft = OwnBooking & Pick<BookingDraft, 'appointmentDate' | 'startHour' | 'endHour'>

type Query = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/**
 * The confirmation page's summary of the draft in its URL (?therapistId, date, start, end; see
 * lib/booking/slot-choices.ts): parsed exactly as Make Payment's hold will parse it, priced from
 * the therapist's fee on the server, and checked with the rule every booking uses (free-hours.ts)
 * so a stale link or a reload after someone else booked says so before anyone pays. Hours this
 * viewer holds unpaid count as free: holding the same time again returns that hold. A time the viewer
 * has already paid for is described as booked. With ?weeks= (2 to 12) every week of the series is
 * checked, and a series whose weeks are not all free says which, with the longest free run.
 */
export async function describeBookingDraft({ query, viewerId, now = new Date() }: { query: Query; viewerId: string; now?: Date }): Promise<DraftDescription> {
  const parsed = holdAppointmentSchema.safeParse({
    therapistId: first(query.therapistId),
    appointmentDate: first(query.date),
    slot_start: first(query.start),
    slot_end: first(query.end),
    // ?weeks= only for a weekly series; absent, the draft is one session as it always was.
    weeks: query.weeks === undefined ? undefined : Number(first(query.weeks)),
    sessionMode: query.mode === undefined ? undefined : first(query.mode),
  })
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? BOOKING_INCOMPLETE }
  const { therapistId, appointmentDate, slot_start: startHour, slot_end: endHour, weeks, sessionMode: askedMode } = parsed.data
  const startsAt = lagosInstant(appointmentDate, startHour)
  const endsAt = lagosInstant(appointmentDate, endHour)

  // Back after paying (or a second tab) shows this very draft again: it is the viewer's own booking
  // now, not a time to pay for again, whatever has happened to the therapist or the clock since.
  const booked = await findOwnBooking({ patientId: viewerId, therapistId, startsAt, endsAt })
  if (booked) return { ok: false, message: ALREADY_BOOKED, booked: { ...booked, appointmentDate, startHour, endHour } }

  const therapist = await db.therapistProfile.findFirst({
    where: { ...PUBLIC_THERAPIST_WHERE, userId: therapistId },
    select: { userId: true, feeKobo: true, sessionModes: true, photo: PROFILE_PHOTO_SELECT, user: { select: { fullName: true } } },
  })
  if (!therapist) return { ok: false, message: THERAPIST_UNAVAILABLE }
  const fail = (message: string): DraftDescription => ({ ok: false, message, therapistId })
  if (viewerId === therapistId) return fail(BOOK_YOURSELF)
  // The same choice the hold makes: a mode the therapist does not offer (any more) is said here first.
  const sessionMode = chooseSessionMode(therapist.sessionModes, askedMode)
  if (!sessionMode) return fail(SESSION_MODE_NOT_OFFERED)

  const duration = endHour - startHour
  // The summary shows the photo at 72 CSS px: the small rendition.
  const therapistOf = { _id: therapist.userId, fullName: therapist.user.fullName, photoUrl: profilePhotoOf(therapist.photo)?.smallUrl ?? null }
  if (weeks > 1) {
    // Every week by the rule the hold uses; the hold checks again under its locks.
    const dates = seriesDates(appointmentDate, weeks)
    const clashes = await findSeriesClashes(db, { patientId: viewerId, therapistId, dates, from: startHour, to: endHour, now })
    if (clashes.length > 0) {
      const longestRun = longestFreeRun(dates, clashes)
      return { ok: false, message: seriesClashMessage(clashes, longestRun), therapistId, clash: { dates, clashes, longestRun, startHour, endHour } }
    }
    const sessionAmountKobo = bookingAmountKobo(duration, therapist.feeKobo)
    return { ok: true, draft: { therapist: therapistOf, appointmentDate, startHour, endHour, duration, amountKobo: seriesAmountKobo(duration, therapist.feeKobo, weeks), weeks, dates, sessionAmountKobo, sessionMode } }
  }

  // The viewer's own unpaid hold does not count (holding it again returns it); their paid hours do.
  const hours = await findTherapistHours(db, { therapistIds: [therapistId], fromDate: appointmentDate, toDate: appointmentDate, now, ignore: { patientId: viewerId, status: 'Pending' } })
  const { days, taken } = hours.get(therapistId)!
  const problem = rangeProblem({ date: appointmentDate, from: startHour, to: endHour, published: days[0]?.hours ?? null, taken, now })
  if (problem) return fail(RANGE_PROBLEM_MESSAGES[problem])

  return {
    ok: true,
    draft: {
      therapist: therapistOf,
      appointmentDate,
      startHour,
      endHour,
      duration,
      amountKobo: bookingAmountKobo(duration, therapist.feeKobo),
      weeks: 1,
      dates: [appointmentDate],
      sessionAmountKobo: bookingAmountKobo(duration, therapist.feeKobo),
      sessionMode,
    },
  }
}
