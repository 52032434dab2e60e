import 'server-only'
import type { Role } from '@/lib/roles'
import { db, type Prisma } from '../../db'
import { assertAdminAreaReader } from '../../auth/assert-role'

export type DashboardFigures = {
  /** Accounts with role Patient whose data was not erased (blocked ones included: they are still patients). */
  patients: number
  /** Therapists not erased, split by verification. */
  therapists: { total: number; verified: number; awaitingVerification: number }
  /** Appointments paid for (status Paid); unpaid holds and lost bookings are not appointments yet. */
  paidAppointments: number
  /** Kobo of confirmed payments (Payment status Paid); money to refund or refunded is not revenue. */
  revenueKobo: number
}

type Reader = Pick<Prisma.TransactionClient, 'user' | 'therapistProfile' | 'appointment' | '$queryRaw'>

/**
 * The dashboard's four figures, each counted by the database. The client is a parameter so a test
 * can count inside one REPEATABLE READ transaction, unaffected by other tests writing at the same time.
 */
export async function readDashboardFigures(client: Reader): Promise<DashboardFigures> {
  const [patients, verified, awaitingVerification, paidAppointments, revenue] = await Promise.all([
    client.user.count({ where: { role: 'Patient', erasedAt: null } }),
    client.therapistProfile.count({ where: { isVerified: true, user: { is: { erasedAt: null } } } }),
    client.therapistProfile.count({ where: { isVerified: false, user: { is: { erasedAt: null } } } }),
    client.appointment.count({ where: { status: 'Paid' } }),
    // SUM of an int column is a bigint in PostgreSQL: summed there, read as text, so no 32-bit overflow.
    client.$queryRaw<{ total: string }[]>`SELECT COALESCE(SUM("amountKobo"), 0)::text AS total FROM "Payment" WHERE "status" = 'Paid'`,
  ])
  return {
    patients,
    therapists: { total: verified + awaitingVerification, verified, awaitingVerification },
    paidAppointments,
    revenueKobo: Number(revenue[0]?.total ?? 0),
  }
}

/** The figures for the admin area's readers (Admin, Manager); anyone else is refused. */
export async function countDashboardFigures({ viewer }: { viewer: { role: Role } }): Promise<DashboardFigures> {
  assertAdminAreaReader(viewer)
  return readDashboardFigures(db)
}
