import 'server-only'
import type { Role } from '@/lib/roles'
import { sumRevenueKobo } from '../../appointments/sum-revenue'
import { PAID_SESSION_WHERE } from '../../appointments/visible-appointments'
import { db, type Prisma } from '../../db'
import { assertAdminAreaReader } from '../../auth/assert-role'

export type DashboardFigures = {
  /** Accounts with role Patient whose data was not erased (blocked ones included: they are still patients). */
  patients: number
  /** Therapists not erased, split by verification. */
  therapists: { total: number; verified: number; awaitingVerification: number }
  /** Sessions paid for and going ahead (status Paid, completed ones included); unpaid holds, lost bookings and cancelled sessions are not. */
  paidAppointments: number
  /** Kobo of the confirmed payments of those sessions (sum-revenue.ts, as the therapist's figure): a cancelled session's money, money to refund or refunded is not revenue. */
  revenueKobo: number
}

type Reader = Pick<Prisma.TransactionClient, 'user' | 'therapistProfile' | 'appointment' | '$queryRaw'>

/**
 * The dashboard's four figures, each counted by the database. The client is a parameter so a test
 * can count inside one REPEATABLE READ transaction, unaffected by other tests writing at the same time.
 */
export async function readDashboardFigures(client: Reader): Promise<DashboardFigures> {
  const [patients, verified, awaitingVerification, paidAppointments, revenueKobo] = await Promise.all([
    client.user.count({ where: { role: 'Patient', erasedAt: null } }),
    client.therapistProfile.count({ where: { isVerified: true, user: { is: { erasedAt: null } } } }),
    client.therapistProfile.count({ where: { isVerified: false, user: { is: { erasedAt: null } } } }),
    client.appointment.count({ where: PAID_SESSION_WHERE }),
    sumRevenueKobo(client),
  ])
  return {
    patients,
    therapists: { total: verified + awaitingVerification, verified, awaitingVerification },
    paidAppointments,
    revenueKobo,
  }
}

/** The figures for the admin area's readers (Admin, Manager); anyone else is refused. */
export async function countDashboardFigures({ viewer }: { viewer: { role: Role } }): Promise<DashboardFigures> {
  assertAdminAreaReader(viewer)
  return readDashboardFigures(db)
}
