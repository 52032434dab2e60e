import 'server-only'
import type { Prisma } from '../../db'
import { lagosClock, slotTime } from '@/lib/time'
import { DELETED_USER } from '../dashboard/admin-read'

/*
 * What the admin's appointment list and page share: the people (erased ones shown as "Deleted user"),
 * the times in spec 3's names, and the state of the money.
 */

export type AdminPaymentStatus = 'Paid' | 'RefundRequired' | 'Refunded'
export type AdminAppointmentStatus = 'Pending' | 'Paid' | 'Cancelled' | 'Expired'

export type AdminPerson = { _id: string; fullName: string; email: string | null; isDeleted: boolean }

export const PERSON_SELECT = { id: true, fullName: true, email: true, erasedAt: true } as const satisfies Prisma.UserSelect

export function toAdminPerson(user: { id: string; fullName: string; email: string; erasedAt: Date | null }): AdminPerson {
  return user.erasedAt
    ? { _id: user.id, fullName: DELETED_USER, email: null, isDeleted: true }
    : { _id: user.id, fullName: user.fullName, email: user.email, isDeleted: false }
}

/** Spec 3's appointmentDate, slot_start and slot_end: the Lagos date and 'HH:MM' hours. */
export function lagosSlot(startsAt: Date, endsAt: Date) {
  const start = lagosClock(startsAt)
  const end = lagosClock(endsAt)
  return { appointmentDate: start.date, slot_start: slotTime(start.hour), slot_end: slotTime(end.hour) }
}

/** A hold whose time ran out reads Expired even before the next booking tidies its row (decision 004). */
export function shownAppointmentStatus(row: { status: AdminAppointmentStatus; holdExpiresAt: Date | null }, now: Date): AdminAppointmentStatus {
  return row.status === 'Pending' && row.holdExpiresAt !== null && row.holdExpiresAt <= now ? 'Expired' : row.status
}

/**
 * The state of an appointment's money, from its payments: a refund still owed comes first (someone
 * must act), then a kept payment, then a refunded one; null when nothing was paid.
 */
export function paymentStatusOf(payments: readonly { status: AdminPaymentStatus }[]): AdminPaymentStatus | null {
  for (const status of ['RefundRequired', 'Paid', 'Refunded'] as const) if (payments.some((p) => p.status === status)) return status
  return null
}
