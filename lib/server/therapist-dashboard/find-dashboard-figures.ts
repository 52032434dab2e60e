import 'server-only'
import { appointmentStateWhere, bookedAheadWhere, therapistAppointmentsWhere } from '../appointments/visible-appointments'
import { db, type Prisma } from '../db'
import { findTherapistBalance } from '../ledger/therapist-balances'
import { THERAPIST_APPOINTMENT_SELECT, toTherapistAppointment, type TherapistAppointment } from './therapist-appointment-dto'

export const NEXT_APPOINTMENTS = 5

export type DashboardFigures = {
  /** Paid, not marked complete, starting later than now. */
  upcoming: number
  /** Paid sessions cancelled afterwards; abandoned checkouts, lapsed holds and late payments are not counted. */
  cancelled: number
  /** Paid and marked complete, or paid and over (a passed session counts as completed). */
  completed: number
  /** The ledger's net for the therapist (kobo): their share of every paid session, less refunds; the earnings statement's net, all months together. */
  revenueKobo: number
  /** The next paid sessions not over yet (one going on now included, for its video link), soonest first. */
  next: TherapistAppointment[]
}

/**
 * The dashboard home's figures, each counted by the database
 * within the therapist's own schedule (the where clause), by the states the schedule's cards show
 * (lib/appointments/appointment-state.ts), so the figures and the schedule always agree.
 */
export async function findDashboardFigures({ therapistId, now = new Date() }: { therapistId: string; now?: Date }): Promise<DashboardFigures> {
  const own = therapistAppointmentsWhere(therapistId)
  const count = (where: Prisma.AppointmentWhereInput) => db.appointment.count({ where: { AND: [own, where] } })
  const [upcoming, cancelled, completed, revenueKobo, next] = await Promise.all([
    count(bookedAheadWhere(now)),
    count(appointmentStateWhere('Cancelled', now)),
    count(appointmentStateWhere('Completed', now)),
    findTherapistBalance(db, therapistId, now).then((balance) => balance.earnedKobo),
    db.appointment.findMany({
      where: { AND: [own, appointmentStateWhere('Paid', now)] },
      orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
      take: NEXT_APPOINTMENTS,
      select: THERAPIST_APPOINTMENT_SELECT,
    }),
  ])
  return { upcoming, cancelled, completed, revenueKobo, next: next.map((row) => toTherapistAppointment(row, now)) }
}
