import 'server-only'
import { drTitle } from '@/lib/validation/reschedule'
import type { Prisma } from '../db'
import { describeLagosTime } from '@/lib/time'

/**
 * The AppointmentSlot rows of an appointment: one per hour, each naming the therapist and the patient,
 * whose two unique keys refuse an hour either of them already spends in another active appointment.
 */
export function slotRows(appointment: { id: string; therapistId: string; patientId: string }, hours: Date[]) {
  return hours.map((startsAt) => ({ therapistId: appointment.therapistId, patientId: appointment.patientId, appointmentId: appointment.id, startsAt }))
}

/**
 * The patient's other active appointment (paid, or held and not run out) in any of `hours`, if one
 * exists: the message names it, so the patient knows which session is in the way. The unique key
 * (patientId, startsAt) stays the final word; this only explains a refusal before it happens.
 */
export async function findOwnOverlap(
  tx: Prisma.TransactionClient,
  { patientId, hours, exceptAppointmentId, now }: { patientId: string; hours: Date[]; exceptAppointmentId?: string; now: Date },
): Promise<string | null> {
  const other = await tx.appointment.findFirst({
    where: {
      patientId,
      id: exceptAppointmentId ? { not: exceptAppointmentId } : undefined,
      slots: { some: { patientId, startsAt: { in: hours } } },
      OR: [{ status: 'Paid' }, { status: 'Pending', holdExpiresAt: { gt: now } }],
    },
    select: { startsAt: true, endsAt: true, status: true, therapist: { select: { user: { select: { fullName: true } } } } },
  })
  if (!other) return null
  return ownOverlapMessage({ therapistName: other.therapist.user.fullName, startsAt: other.startsAt, endsAt: other.endsAt, isPaid: other.status === 'Paid' })
}

export function ownOverlapMessage({ therapistName, startsAt, endsAt, isPaid }: { therapistName: string; startsAt: Date; endsAt: Date; isPaid: boolean }): string {
  const what = isPaid ? 'a session' : 'a booking being paid for'
  return `You already have ${what} with ${drTitle(therapistName)} at that time (${describeLagosTime(startsAt, endsAt)}). Please choose another time.`
}
