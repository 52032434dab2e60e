import 'server-only'
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
