import 'server-only'
import { appointmentStateFields, type AppointmentStateFields, type StoredAppointment } from '@/lib/appointments/appointment-state'
import { koboToNaira } from '@/lib/money'
import { lagosClock, slotTime } from '@/lib/time'

/** When a session is and what it costs, as every appointment answer of the API gives it. */
export type SessionFields = {
  /** Lagos calendar date of the start, YYYY-MM-DD. */
  appointmentDate: string
  /** 'HH:MM', 24-hour, Lagos time. */
  slot_start: string
  slot_end: string
  /** ISO instants of the start and the end: the join window and Upcoming/Past are decided on these. */
  startsAt: string
  endsAt: string
  /** Hours. */
  duration: number
  /** Naira: hours × the therapist's fee at booking time. */
  amount: number
}

export function sessionFields(row: { startsAt: Date; endsAt: Date; durationHours: number; amountKobo: number }): SessionFields {
  const start = lagosClock(row.startsAt)
  const end = lagosClock(row.endsAt)
  return {
    appointmentDate: start.date,
    slot_start: slotTime(start.hour),
    slot_end: slotTime(end.hour),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    duration: row.durationHours,
    amount: koboToNaira(row.amountKobo),
  }
}

/** A session as its patient or its therapist sees it: when, what it costs, its state, and its room while it is Paid. */
export type SeenSessionFields = SessionFields &
  AppointmentStateFields & { videoLink: string | null; isComplete: boolean; paymentReference: string }

export function seenSessionFields(
  row: Parameters<typeof sessionFields>[0] & StoredAppointment & { videoLink: string | null; paymentReference: string },
  now: Date,
): SeenSessionFields {
  return {
    ...sessionFields(row),
    // status (a hold that ran out reads Expired) and state: lib/appointments/appointment-state.ts.
    ...appointmentStateFields(row, now),
    // The room's link only while the session is Paid: never for a hold, a cancellation or a refund.
    videoLink: row.status === 'Paid' ? row.videoLink : null,
    isComplete: row.isComplete,
    paymentReference: row.paymentReference,
  }
}
