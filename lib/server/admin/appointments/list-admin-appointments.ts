import 'server-only'
import type { AppointmentStateFilter } from '@/lib/admin/appointment-status'
import type { Role } from '@/lib/roles'
import type { AppointmentListFilters } from '@/lib/validation/admin-filters'
import { abandonedCheckoutWhere, EVER_PAID_WHERE, isAbandonedCheckout, runningHoldWhere } from '../../appointments/abandoned-checkout'
import { db, type Prisma } from '../../db'
import { assertAdminAreaReader } from '../../auth/assert-role'
import { escapeLike, lagosDayRange, readListPage, type AdminListPage } from '../dashboard/admin-read'
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
  /** A hold that ended without any payment: shown as "Abandoned payment", not as a cancelled session. */
  isAbandoned: boolean
  /** ISO: when it was booked. */
  createdAt: string
}

export type AdminAppointmentPage = AdminListPage<AdminAppointmentRow> & Omit<AppointmentListFilters, 'search'>

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

const NO_REFUND: Prisma.AppointmentWhereInput = { payments: { none: { status: { in: ['RefundRequired', 'Refunded'] } } } }

/**
 * Each state of the Status filter as the database reads it, matching the badge the row then shows
 * (lib/admin/appointment-status.ts). Without a filter the list holds the sessions: every appointment
 * money arrived for (a trigger guarantees each Paid one its Payment), late payments to refund or
 * refunded included. Unpaid holds are left out there, so thousands of abandoned checkouts do not bury
 * the real appointments; the Pending and Abandoned payment filters find them.
 */
function stateWhere(status: AppointmentStateFilter | '', now: Date): Prisma.AppointmentWhereInput {
  switch (status) {
    case '':
      return EVER_PAID_WHERE
    case 'all':
      return {}
    case 'paid':
      return { status: 'Paid', isComplete: false, ...NO_REFUND }
    case 'completed':
      return { status: 'Paid', isComplete: true, ...NO_REFUND }
    case 'refund-due':
      return { payments: { some: { status: 'RefundRequired' } } }
    case 'refunded':
      return { payments: { some: { status: 'Refunded' }, none: { status: 'RefundRequired' } } }
    case 'pending':
      return runningHoldWhere(now)
    case 'abandoned':
      return abandonedCheckoutWhere(now)
  }
}

/** The list's filters as one where clause: state, the client's name (erased clients are never found) and the Lagos dates. */
export function adminAppointmentWhere({ search = '', status = '', from = '', to = '' }: Partial<AppointmentListFilters>, now: Date): Prisma.AppointmentWhereInput {
  const startsAt = lagosDayRange({ from, to })
  return {
    AND: [
      stateWhere(status, now),
      search ? { patient: { is: { erasedAt: null, fullName: { contains: escapeLike(search), mode: 'insensitive' } } } } : {},
      startsAt ? { startsAt } : {},
    ],
  }
}

/**
 * One page of the appointments (spec 2.8), filtered by the database: the client's name, the state
 * and the appointment date (Lagos days, both ends included), with their Date and Status. Admins and
 * managers may read it.
 */
export async function listAdminAppointments({
  viewer,
  search = '',
  status = '',
  from = '',
  to = '',
  page = 1,
  now = new Date(),
}: Partial<AppointmentListFilters> & {
  viewer: { role: Role }
  page?: number
  now?: Date
}): Promise<AdminAppointmentPage> {
  assertAdminAreaReader(viewer)
  const where = adminAppointmentWhere({ search, status, from, to }, now)
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
    isAbandoned: isAbandonedCheckout({ ...row, paymentCount: row.payments.length }, now),
    createdAt: row.createdAt.toISOString(),
  }))
  return { ...result, rows, search, status, from, to }
}
