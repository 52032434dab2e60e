import 'server-only'
import type { Prisma } from '../../db'
import { lagosClock, slotTime } from '@/lib/time'
import { isAbandonedCheckout } from '../../appointments/abandoned-checkout'
import { paymentStatusOf, shownAppointmentStatus, type AdminPaymentStatus } from '../appointments/admin-appointment-fields'
import { koboToNaira } from '@/lib/money'

/** One appointment as the admin's user and therapist pages list it (with a link to /admin/appointment/{id}). */
export type AdminAppointmentRow = {
  _id: string
  /** Lagos calendar date, YYYY-MM-DD. */
  appointmentDate: string
  slot_start: string
  slot_end: string
  startsAt: string
  endsAt: string
  duration: number
  /** As stored, except a hold whose time ran out reads Expired. */
  status: 'Pending' | 'Paid' | 'Cancelled' | 'Expired'
  /** The state of the money; null when nothing was paid. */
  paymentStatus: AdminPaymentStatus | null
  isComplete: boolean
  /** A hold that ended without any payment: an abandoned payment, not a cancelled session. */
  isAbandoned: boolean
  /** Naira. */
  amount: number
  amountKobo: number
  patient: { _id: string; fullName: string }
  therapist: { _id: string; fullName: string }
}

export const ADMIN_APPOINTMENT_SELECT = {
  id: true, startsAt: true, endsAt: true, durationHours: true, status: true, holdExpiresAt: true, isComplete: true, amountKobo: true,
  patient: { select: { id: true, fullName: true } },
  therapist: { select: { userId: true, user: { select: { fullName: true } } } },
  payments: { select: { status: true } },
} as const satisfies Prisma.AppointmentSelect

type Row = Prisma.AppointmentGetPayload<{ select: typeof ADMIN_APPOINTMENT_SELECT }>

export function toAdminAppointmentRow(row: Row, now = new Date()): AdminAppointmentRow {
  const start = lagosClock(row.startsAt)
  const end = lagosClock(row.endsAt)
  return {
    _id: row.id,
    appointmentDate: start.date,
    slot_start: slotTime(start.hour),
    slot_end: slotTime(end.hour),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    duration: row.durationHours,
    status: shownAppointmentStatus(row, now),
    paymentStatus: paymentStatusOf(row.payments),
    isComplete: row.isComplete,
    isAbandoned: isAbandonedCheckout({ ...row, paymentCount: row.payments.length }, now),
    amount: koboToNaira(row.amountKobo),
    amountKobo: row.amountKobo,
    patient: { _id: row.patient.id, fullName: row.patient.fullName },
    therapist: { _id: row.therapist.userId, fullName: row.therapist.user.fullName },
  }
}
