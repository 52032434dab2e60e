import 'server-only'
import type { Role } from '@/lib/roles'
import { USER_NOT_FOUND } from '@/lib/validation/admin-people'
import { abandonedCheckoutWhere, CANCELLED_SESSION_WHERE, runningHoldWhere } from '../../appointments/abandoned-checkout'
import { db, type Prisma } from '../../db'
import { AppError } from '../../errors'
import { SAFE_USER_SELECT, toSafeUser } from '../../users/user-dto'
import { ADMIN_APPOINTMENT_SELECT, toAdminAppointmentRow, type AdminAppointmentRow } from './admin-appointment-row'
import { assertAdminAreaReader } from '../../auth/assert-role'
import { assertId } from './admin-guard'
import { listPaidUpcoming, type PaidUpcoming } from './list-paid-upcoming'

/** How many of a person's latest appointments the page shows. */
export const RECENT_APPOINTMENTS_SHOWN = 10

export type AccountStatus = 'Active' | 'Blocked' | 'Deleted'

/**
 * A person's appointments as a patient. total = paid + pending + cancelled: the sessions and the
 * holds being paid for. A checkout abandoned without payment is not a session and is counted apart.
 */
export type AppointmentSummary = {
  total: number
  /** Paid sessions, completed ones included. */
  paid: number
  completed: number
  /** Holds still running (the patient may be paying now). */
  pending: number
  /** Paid for but did not go ahead (the money to refund or refunded). */
  cancelled: number
  /** Holds that ended without any payment. */
  abandoned: number
  recent: AdminAppointmentRow[]
}

export type AdminUserView = ReturnType<typeof toSafeUser> & {
  status: AccountStatus
  /** ISO time the account was erased, or null. */
  erasedAt: string | null
  appointments: AppointmentSummary
  paidUpcoming: PaidUpcoming
}

export const accountStatus = (user: { isBlocked: boolean; erasedAt: Date | null }): AccountStatus =>
  user.erasedAt ? 'Deleted' : user.isBlocked ? 'Blocked' : 'Active'

/**
 * GET admin/admin-view-user/{id} and /admin/applicationUser/{id}: any account's details (spec 3's
 * names), its status and its appointments as a patient. Erased accounts stay visible (as Deleted
 * user) so their paid sessions can still be followed. Admin and Manager.
 */
export async function viewUser({ viewer, userId }: { viewer: { role: Role }; userId: string }): Promise<AdminUserView> {
  assertAdminAreaReader(viewer)
  const id = assertId(userId, USER_NOT_FOUND)
  const user = await db.user.findUnique({ where: { id }, select: { ...SAFE_USER_SELECT, erasedAt: true } })
  if (!user) throw new AppError('NOT_FOUND', USER_NOT_FOUND)
  const [appointments, paidUpcoming] = await Promise.all([summariseAppointments(id), listPaidUpcoming({ patientId: id })])
  return { ...toSafeUser(user), status: accountStatus(user), erasedAt: user.erasedAt?.toISOString() ?? null, appointments, paidUpcoming }
}

async function summariseAppointments(patientId: string, now = new Date()): Promise<AppointmentSummary> {
  const count = (where: Prisma.AppointmentWhereInput) => db.appointment.count({ where: { AND: [{ patientId }, where] } })
  const [paid, completed, pending, cancelled, abandoned, recent] = await Promise.all([
    count({ status: 'Paid' }),
    count({ status: 'Paid', isComplete: true }),
    count(runningHoldWhere(now)),
    count(CANCELLED_SESSION_WHERE),
    count(abandonedCheckoutWhere(now)),
    db.appointment.findMany({ where: { patientId }, orderBy: [{ startsAt: 'desc' }, { id: 'desc' }], take: RECENT_APPOINTMENTS_SHOWN, select: ADMIN_APPOINTMENT_SELECT }),
  ])
  return { total: paid + pending + cancelled, paid, completed, pending, cancelled, abandoned, recent: recent.map((row) => toAdminAppointmentRow(row, now)) }
}
