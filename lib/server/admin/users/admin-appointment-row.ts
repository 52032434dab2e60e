import 'server-only'
import type { Prisma } from '../../db'
import { lagosClock, slotTime } from '@/lib/time'
import { APPOINTMENT_STATE_SELECT } from '../../appointments/visible-appointments'
import { adminStateFields, type AdminStateFields } from '../appointments/admin-appointment-fields'
import { koboToNaira } from '@/lib/money'

/** One appointment as the admin's user and therapist pages list it (with a link to /admin/appointment/{id}). */
export type AdminAppointmentRow = AdminStateFields & {
  _id: string
  /** Lagos calendar date, YYYY-MM-DD. */
  appointmentDate: string
  slot_start: string
  slot_end: string
  startsAt: string
  endsAt: string
  duration: number
  /** Naira. */
  amount: number
  amountKobo: number
  patient: { _id: string; fullName: string }
  therapist: { _id: string; fullName: string }
}

export const ADMIN_APPOINTMENT_SELECT = {
  ...APPOINTMENT_STATE_SELECT,
  id: true, startsAt: true, durationHours: true, amountKobo: true,
  patient: { select: { id: true, fullName: true } },
  therapist: { select: { userId: true, user: { select: { fullName: true } } } },
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
    ...adminStateFields(row, now),
    amount: koboToNaira(row.amountKobo),
    amountKobo: row.amountKobo,
    patient: { _id: row.patient.id, fullName: row.patient.fullName },
    therapist: { _id: row.therapist.userId, fullName: row.therapist.user.fullName },
  }
}
