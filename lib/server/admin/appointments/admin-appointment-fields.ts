import 'server-only'
import { appointmentStateFields, paymentStatusOf, type AppointmentStateFields, type PaymentStatus, type StoredAppointment } from '@/lib/appointments/appointment-state'
import type { Prisma } from '../../db'
import { lagosClock, slotTime } from '@/lib/time'
import { DELETED_USER } from '../dashboard/admin-read'

/*
 * What the admin's appointment list and pages share: the people (erased ones shown as "Deleted user"),
 * the times under the API's field names, and the appointment's state with the state of the money.
 */

export type AdminPerson = { _id: string; fullName: string; email: string | null; isDeleted: boolean }

export const PERSON_SELECT = { id: true, fullName: true, email: true, erasedAt: true } as const satisfies Prisma.UserSelect

export function toAdminPerson(user: { id: string; fullName: string; email: string; erasedAt: Date | null }): AdminPerson {
  return user.erasedAt
    ? { _id: user.id, fullName: DELETED_USER, email: null, isDeleted: true }
    : { _id: user.id, fullName: user.fullName, email: user.email, isDeleted: false }
}

/** The API's appointmentDate, slot_start and slot_end: the Lagos date and 'HH:MM' hours. */
export function lagosSlot(startsAt: Date, endsAt: Date) {
  const start = lagosClock(startsAt)
  const end = lagosClock(endsAt)
  return { appointmentDate: start.date, slot_start: slotTime(start.hour), slot_end: slotTime(end.hour) }
}

/** What every admin appointment answer says about its state (lib/appointments/appointment-state.ts decides). */
export type AdminStateFields = AppointmentStateFields & {
  /** The state of the money (see paymentStatusOf); null when nothing was paid. */
  paymentStatus: PaymentStatus | null
  isComplete: boolean
  /** A hold that ended without any payment: shown as "Abandoned payment", not as a cancelled session. */
  isAbandoned: boolean
}

export function adminStateFields(row: StoredAppointment, now: Date): AdminStateFields {
  const fields = appointmentStateFields(row, now)
  return { ...fields, paymentStatus: paymentStatusOf(row.payments), isComplete: row.isComplete, isAbandoned: fields.state === 'Abandoned' }
}
