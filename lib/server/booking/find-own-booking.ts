import 'server-only'
import { db } from '../db'

/** A patient's own paid appointment, as the confirmation page links to it. */
export type OwnBooking = { appointmentId: string; paymentReference: string; therapistName: string }

/**
 * The patient's paid appointment with this therapist at exactly this time, if any: the confirmation
 * page shows such a draft as booked, and Make Payment on a stale copy of it is refused as booked
 * rather than as "someone else has taken the time". The patient is part of the where clause.
 */
export async function findOwnBooking({ patientId, therapistId, startsAt, endsAt }: { patientId: string; therapistId: string; startsAt: Date; endsAt: Date }): Promise<OwnBooking | null> {
  const row = await db.appointment.findFirst({
    where: { patientId, therapistId, startsAt, endsAt, status: 'Paid' },
    select: { id: true, paymentReference: true, therapist: { select: { user: { select: { fullName: true } } } } },
  })
  return row ? { appointmentId: row.id, paymentReference: row.paymentReference, therapistName: row.therapist.user.fullName } : null
}
