import 'server-only'
import { db } from '../db'
import { cancelledSessionWhere } from './schedule-scope'
import { THERAPIST_APPOINTMENT_SELECT, toTherapistAppointment, type TherapistAppointment } from './therapist-appointment-dto'

export const NEXT_APPOINTMENTS = 5

export type DashboardFigures = {
  /** Paid, not marked complete, starting later than now. */
  upcoming: number
  /** Paid sessions cancelled afterwards (schedule-scope.ts); abandoned checkouts and lapsed holds are not counted. */
  cancelled: number
  /** Paid and marked complete, or paid and over (spec 4: a passed session counts as completed). */
  completed: number
  /** Kobo of the confirmed payments (Payment status Paid) of sessions that go ahead (Paid): a cancelled session's money and refunds are not revenue. */
  revenueKobo: number
  /** The next paid sessions not over yet (one going on now included, for its video link), soonest first. */
  next: TherapistAppointment[]
}

/**
 * The dashboard home's figures (spec 2.6 with real numbers, issue 6), each counted by the database
 * and scoped to the therapist in the where clause.
 */
export async function findDashboardFigures({ therapistId, now = new Date() }: { therapistId: string; now?: Date }): Promise<DashboardFigures> {
  const [upcoming, cancelled, completed, revenue, next] = await Promise.all([
    db.appointment.count({ where: { therapistId, status: 'Paid', isComplete: false, startsAt: { gt: now } } }),
    db.appointment.count({ where: { therapistId, ...cancelledSessionWhere() } }),
    db.appointment.count({ where: { therapistId, status: 'Paid', OR: [{ isComplete: true }, { endsAt: { lt: now } }] } }),
    // A session cancelled after payment keeps its Paid payment row, but its money goes back: not revenue.
    // SUM of an int column is a bigint in PostgreSQL: summed there, read as text, so no 32-bit overflow.
    db.$queryRaw<{ total: string }[]>`
      SELECT COALESCE(SUM(p."amountKobo"), 0)::text AS total
      FROM "Payment" p JOIN "Appointment" a ON a."id" = p."appointmentId"
      WHERE a."therapistId" = ${therapistId}::uuid AND p."status" = 'Paid' AND a."status" = 'Paid'`,
    db.appointment.findMany({
      where: { therapistId, status: 'Paid', isComplete: false, endsAt: { gte: now } },
      orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
      take: NEXT_APPOINTMENTS,
      select: THERAPIST_APPOINTMENT_SELECT,
    }),
  ])
  return {
    upcoming,
    cancelled,
    completed,
    revenueKobo: Number(revenue[0]?.total ?? 0),
    next: next.map(toTherapistAppointment),
  }
}
