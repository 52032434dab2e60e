import 'server-only'
import type { Prisma } from '../db'

/*
 * Which appointments are a patient's own to see in their list (issue 15): the ones money was paid
 * for. A hold is only a checkout in progress: one that ran out (Expired), that was closed or failed
 * (Cancelled) or replaced, or that is still being paid for (Pending) is not an appointment, and each
 * abandoned checkout would otherwise show as one more "Cancelled" entry for the same hour. A booking
 * that did not go ahead after money arrived (Cancelled, or Expired when the payment came after the
 * hold was lost, decision 012) carries a Payment row and stays listed: the patient paid and must see
 * what became of it. The owner is part of the where clause, so nobody else's appointment can appear.
 */
export function patientAppointmentsWhere(patientId: string): Prisma.AppointmentWhereInput {
  return { patientId, OR: [{ status: 'Paid' }, { payments: { some: {} } }] }
}
