import 'server-only'
import type { Role } from '@/lib/roles'
import { USER_NOT_FOUND } from '@/lib/validation/admin-people'
import { APPOINTMENT_STATES, type AppointmentState } from '@/lib/appointments/appointment-state'
import { adminAppointmentsWhere } from '../../appointments/visible-appointments'
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
 * A person's appointments as a patient, counted by the states their badges show
 * (lib/appointments/appointment-state.ts). total = paid + pending + cancelled + refundDue + refunded:
 * everything but the abandoned checkouts, which are not sessions and are counted apart.
 */
export type AppointmentSummary = {
  total: number
  /** Paid sessions, completed ones included. */
  paid: number
  /** Paid and marked complete, or over. */
  completed: number
  /** Holds still running (the patient may be paying now). */
  pending: number
  /** Paid, then cancelled. */
  cancelled: number
  /** Money that came after the hold was lost, still to send back. */
  refundDue: number
  /** Such money, sent back. */
  refunded: number
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
 * GET admin/admin-view-user/{id} and /admin/applicationUser/{id}: any account's details (the API's
 * field names), its status and its appointments as a patient. Erased accounts stay visible (as Deleted
 * user) so their paid sessions can still be followed. Admin and Manager.
 */
export async function viewUser({ viewer, userId, now = new Date() }: { viewer: { role: Role }; userId: string; now?: Date }): Promise<AdminUserView> {
  assertAdminAreaReader(viewer)
  const id = assertId(userId, USER_NOT_FOUND)
  const user = await db.user.findUnique({ where: { id }, select: { ...SAFE_USER_SELECT, erasedAt: true } })
  if (!user) throw new AppError('NOT_FOUND', USER_NOT_FOUND)
  const [appointments, paidUpcoming] = await Promise.all([summariseAppointments(id, now), listPaidUpcoming({ patientId: id }, now)])
  return { ...toSafeUser(user), status: accountStatus(user), erasedAt: user.erasedAt?.toISOString() ?? null, appointments, paidUpcoming }
}

async function summariseAppointments(patientId: string, now: Date): Promise<AppointmentSummary> {
  const inView = (view: AppointmentState | 'all'): Prisma.AppointmentWhereInput => ({ AND: [{ patientId }, adminAppointmentsWhere(view, now)] })
  const [counts, recent] = await Promise.all([
    Promise.all(APPOINTMENT_STATES.map((state) => db.appointment.count({ where: inView(state) }))),
    db.appointment.findMany({ where: inView('all'), orderBy: [{ startsAt: 'desc' }, { id: 'desc' }], take: RECENT_APPOINTMENTS_SHOWN, select: ADMIN_APPOINTMENT_SELECT }),
  ])
  const of = Object.fromEntries(APPOINTMENT_STATES.map((state, i) => [state, counts[i] ?? 0])) as Record<AppointmentState, number>
  const paid = of.Paid + of.Completed
  return {
    total: paid + of.Pending + of.Cancelled + of.RefundDue + of.Refunded,
    paid,
    completed: of.Completed,
    pending: of.Pending,
    cancelled: of.Cancelled,
    refundDue: of.RefundDue,
    refunded: of.Refunded,
    abandoned: of.Abandoned,
    recent: recent.map((row) => toAdminAppointmentRow(row, now)),
  }
}
