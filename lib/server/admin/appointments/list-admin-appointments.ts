import 'server-only'
import type { Role } from '@/lib/roles'
import { db, type Prisma } from '../../db'
import { assertAdminAreaReader, escapeLike, readListPage, type AdminListPage } from '../dashboard/admin-read'
import {
  lagosSlot,
  paymentStatusOf,
  PERSON_SELECT,
  shownAppointmentStatus,
  toAdminPerson,
  type AdminAppointmentStatus,
  type AdminPaymentStatus,
  type AdminPerson,
} from './admin-appointment-fields'

export type AdminAppointmentRow = {
  _id: string
  /** The client (spec 3: userId populated). */
  userId: AdminPerson
  therapistId: AdminPerson
  appointmentDate: string
  slot_start: string
  slot_end: string
  /** Hours. */
  duration: number
  /** Naira. */
  amount: number
  status: AdminAppointmentStatus
  paymentStatus: AdminPaymentStatus | null
  isComplete: boolean
  /** ISO: when it was booked. */
  createdAt: string
}

/** Latest appointment date first, then the id (index on startsAt DESC, id DESC). */
const ORDER = [{ startsAt: 'desc' }, { id: 'desc' }] as const satisfies Prisma.AppointmentOrderByWithRelationInput[]

const SELECT = {
  id: true,
  startsAt: true,
  endsAt: true,
  durationHours: true,
  amountKobo: true,
  status: true,
  holdExpiresAt: true,
  isComplete: true,
  createdAt: true,
  patient: { select: PERSON_SELECT },
  therapist: { select: { user: { select: PERSON_SELECT } } },
  payments: { select: { status: true } },
} as const satisfies Prisma.AppointmentSelect

/**
 * Appointments whose money arrived: every Paid one (a database trigger guarantees it has a Payment)
 * and those paid too late, to refund or refunded. A hold never paid for is not a booking and is left
 * out, so thousands of abandoned checkouts do not bury the real appointments.
 */
export function adminAppointmentWhere(search: string): Prisma.AppointmentWhereInput {
  return {
    payments: { some: {} },
    ...(search ? { patient: { is: { erasedAt: null, fullName: { contains: escapeLike(search), mode: 'insensitive' } } } } : {}),
  }
}

/**
 * One page of the appointments (spec 2.8), searched by the client's name by the database, with their
 * Date and Status. Admins and managers may read it.
 */
export async function listAdminAppointments({
  viewer,
  search = '',
  page = 1,
  now = new Date(),
}: {
  viewer: { role: Role }
  search?: string
  page?: number
  now?: Date
}): Promise<AdminListPage<AdminAppointmentRow>> {
  assertAdminAreaReader(viewer)
  const where = adminAppointmentWhere(search)
  const result = await readListPage({
    page,
    count: () => db.appointment.count({ where }),
    find: ({ skip, take }) => db.appointment.findMany({ where, orderBy: ORDER, skip, take, select: SELECT }),
  })
  const rows = result.rows.map((row) => ({
    _id: row.id,
    userId: toAdminPerson(row.patient),
    therapistId: toAdminPerson(row.therapist.user),
    ...lagosSlot(row.startsAt, row.endsAt),
    duration: row.durationHours,
    amount: row.amountKobo / 100,
    status: shownAppointmentStatus(row, now),
    paymentStatus: paymentStatusOf(row.payments),
    isComplete: row.isComplete,
    createdAt: row.createdAt.toISOString(),
  }))
  return { ...result, rows, search }
}
