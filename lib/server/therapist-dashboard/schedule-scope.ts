import 'server-only'
import type { Prisma } from '../db'

/*
 * Which of a therapist's appointments are theirs to see and count (docs/decisions/014-therapist-dashboard.md).
 * A session is the therapist's business once it was paid for: every Paid appointment, and the paid
 * sessions that were cancelled afterwards (status Cancelled, with a Payment that was confirmed as
 * Paid). A hold being paid for (Pending), a hold that ran out (Expired, even when money arrived too
 * late and is to be refunded) and a checkout the patient closed (Cancelled, no confirmed payment) are
 * abandoned checkouts: the patient's business, not a cancelled session.
 */
export function cancelledSessionWhere(): Prisma.AppointmentWhereInput {
  return { status: 'Cancelled', payments: { some: { status: 'Paid' } } }
}

export function scheduleWhere(therapistId: string): Prisma.AppointmentWhereInput {
  return { therapistId, OR: [{ status: 'Paid' }, cancelledSessionWhere()] }
}
