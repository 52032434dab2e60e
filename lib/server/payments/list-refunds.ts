import 'server-only'
import type { Role } from '@/lib/roles'
import { lagosDateAndHour } from '@/lib/format'
import { slotTime } from '@/lib/validation/reschedule'
import { db, type Prisma } from '../db'
import { assertAdminAreaReader } from '../auth/assert-role'
import { withoutControlCharacters } from '../storable-text'

/** The most recent refunds listed at once; older ones are rare and stay in the database. */
export const REFUNDS_SHOWN = 100

export type RefundRow = {
  _id: string
  paymentReference: string
  transactionReference: string | null
  provider: 'Monnify' | 'Sandbox'
  /** Naira. */
  amount: number
  currency: string
  paidAt: string
  appointmentId: string
  appointmentDate: string
  slot_start: string
  slot_end: string
  patient: { _id: string; fullName: string; email: string }
  therapist: { _id: string; fullName: string }
}

/**
 * Payments that arrived after their hold was lost and the time was taken (decision 012): the money
 * must go back. Oldest first, so the longest-waiting patient is refunded first. Admins and managers
 * see them; anyone else is refused here too.
 */
export async function listRefundsDue(viewer: { role: Role }, { search = '' }: { search?: string } = {}): Promise<{ data: RefundRow[]; total: number }> {
  assertAdminAreaReader(viewer)
  const term = withoutControlCharacters(search).trim().slice(0, 120)
  // An admin following up one case: its payment reference, or part of the patient's email.
  const where: Prisma.PaymentWhereInput = {
    status: 'RefundRequired',
    ...(term
      ? { OR: [{ paymentReference: term }, { appointment: { is: { patient: { is: { email: { contains: term.toLowerCase() } } } } } }] }
      : {}),
  }
  const [total, rows] = await Promise.all([
    db.payment.count({ where }),
    db.payment.findMany({
      where,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: REFUNDS_SHOWN,
      select: {
        id: true, paymentReference: true, transactionReference: true, provider: true, amountKobo: true, currency: true, paidAt: true,
        appointment: {
          select: {
            id: true, startsAt: true, endsAt: true,
            patient: { select: { id: true, fullName: true, email: true } },
            therapist: { select: { userId: true, user: { select: { fullName: true } } } },
          },
        },
      },
    }),
  ])
  const data = rows.map((row) => {
    const start = lagosDateAndHour(row.appointment.startsAt)
    const end = lagosDateAndHour(row.appointment.endsAt)
    return {
      _id: row.id,
      paymentReference: row.paymentReference,
      transactionReference: row.transactionReference,
      provider: row.provider,
      amount: row.amountKobo / 100,
      currency: row.currency,
      paidAt: row.paidAt.toISOString(),
      appointmentId: row.appointment.id,
      appointmentDate: start.date,
      slot_start: slotTime(start.hour),
      slot_end: slotTime(end.hour),
      patient: { _id: row.appointment.patient.id, fullName: row.appointment.patient.fullName, email: row.appointment.patient.email },
      therapist: { _id: row.appointment.therapist.userId, fullName: row.appointment.therapist.user.fullName },
    }
  })
  return { data, total }
}
