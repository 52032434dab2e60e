import 'server-only'
import type { Prisma } from '../../db'
import { sessionFields, type SessionFields } from '../../appointments/session-fields'
import { APPOINTMENT_STATE_SELECT } from '../../appointments/visible-appointments'
import { adminStateFields, type AdminStateFields } from '../appointments/admin-appointment-fields'

/** One appointment as the admin's user and therapist pages list it (with a link to /admin/appointment/{id}). */
export type AdminAppointmentRow = AdminStateFields & SessionFields & {
  _id: string
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
  return {
    _id: row.id,
    ...sessionFields(row),
    ...adminStateFields(row, now),
    amountKobo: row.amountKobo,
    patient: { _id: row.patient.id, fullName: row.patient.fullName },
    therapist: { _id: row.therapist.userId, fullName: row.therapist.user.fullName },
  }
}
