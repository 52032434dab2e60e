import 'server-only'
import type { Role } from '@/lib/roles'
import { USER_NOT_FOUND } from '@/lib/validation/admin-people'
import { db } from '../../db'
import { AppError } from '../../errors'
import { SAFE_USER_SELECT, toSafeUser } from '../../users/user-dto'
import { ADMIN_APPOINTMENT_SELECT, toAdminAppointmentRow, type AdminAppointmentRow } from './admin-appointment-row'
import { assertAdminAreaReader, assertId } from './admin-guard'
import { listPaidUpcoming, type PaidUpcoming } from './list-paid-upcoming'

/** How many of a person's latest appointments the page shows. */
export const RECENT_APPOINTMENTS_SHOWN = 10

export type AccountStatus = 'Active' | 'Blocked' | 'Deleted'

export type AppointmentSummary = {
  total: number
  paid: number
  pending: number
  cancelled: number
  expired: number
  completed: number
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

async function summariseAppointments(patientId: string): Promise<AppointmentSummary> {
  const [byStatus, completed, recent] = await Promise.all([
    db.appointment.groupBy({ by: ['status'], where: { patientId }, _count: { _all: true } }),
    db.appointment.count({ where: { patientId, isComplete: true } }),
    db.appointment.findMany({ where: { patientId }, orderBy: [{ startsAt: 'desc' }, { id: 'desc' }], take: RECENT_APPOINTMENTS_SHOWN, select: ADMIN_APPOINTMENT_SELECT }),
  ])
  const count = (status: string) => byStatus.find((group) => group.status === status)?._count._all ?? 0
  return {
    total: byStatus.reduce((sum, group) => sum + group._count._all, 0),
    paid: count('Paid'),
    pending: count('Pending'),
    cancelled: count('Cancelled'),
    expired: count('Expired'),
    completed,
    recent: recent.map(toAdminAppointmentRow),
  }
}
