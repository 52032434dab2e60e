import 'server-only'
import type { Prisma } from '../db'

/*
 * Which of a therapist's appointments are theirs to see (docs/decisions/014-therapist-dashboard.md).
 * A hold being paid for, a checkout the patient closed and a hold that ran out are the patient's
 * business: the therapist sees a booking once money was paid for it. That is every Paid appointment,
 * plus the paid bookings that did not go ahead (Cancelled, or Expired when the money came after the
 * hold was lost, decision 012): they carry a Payment row, to be refunded.
 */
export function cancelledBookingWhere(): Prisma.AppointmentWhereInput {
  return { status: { in: ['Cancelled', 'Expired'] }, payments: { some: {} } }
}

export function scheduleWhere(therapistId: string): Prisma.AppointmentWhereInput {
  return { therapistId, OR: [{ status: 'Paid' }, cancelledBookingWhere()] }
}
