import 'server-only'
import { isProposalOpen } from '@/lib/appointments/move-proposal'
import { koboToNaira } from '@/lib/money'
import { lagosClock, lagosInstant, slotTime } from '@/lib/time'
import { db, type Prisma } from '../db'

/** A time shown to the therapist: the Lagos date and the hours. */
export type SessionTime = { appointmentDate: string; slot_start: string; slot_end: string; startsAt: string; endsAt: string }

/** A paid session inside a time off being taken, as the therapist sees it on the clash list. */
export type TimeOffClash = SessionTime & {
  /** The appointment's id. */
  _id: string
  duration: number
  /** Naira paid: what a cancellation refunds. */
  amount: number
  /** Only the first name: enough for the therapist to know whose session it is. */
  patient: { firstName: string }
  /** The new time proposed to the patient, while they can still answer. */
  moveProposal: (SessionTime & { _id: string }) | null
}

export function sessionTime(startsAt: Date, endsAt: Date): SessionTime {
  const start = lagosClock(startsAt)
  return { appointmentDate: start.date, slot_start: slotTime(start.hour), slot_end: slotTime(lagosClock(endsAt).hour), startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() }
}

type Args = { therapistId: string; from: string; to: string; now: Date; lock?: boolean }

/**
 * The therapist's paid sessions that have not started yet and start on one of the Lagos dates
 * `from` to `to`, soonest first, each with its open move proposal. With `lock`, inside the caller's
 * transaction, the sessions are locked (FOR UPDATE) first: PostgreSQL checks the range again on the
 * row it waited for, so a session a reschedule moved out of the range meanwhile is not counted.
 */
export async function findTimeOffClashes(client: Prisma.TransactionClient, { therapistId, from, to, now, lock = false }: Args): Promise<TimeOffClash[]> {
  const start = lagosInstant(from, 0)
  const end = lagosInstant(to, 24)
  if (lock) {
    await client.$queryRaw`
      SELECT id FROM "Appointment"
      WHERE "therapistId" = ${therapistId}::uuid AND status = 'Paid' AND "startsAt" >= ${start} AND "startsAt" < ${end} AND "startsAt" > ${now}
      ORDER BY id FOR UPDATE`
  }
  const rows = await client.appointment.findMany({
    where: { therapistId, status: 'Paid', AND: [{ startsAt: { gte: start, lt: end } }, { startsAt: { gt: now } }] },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
    select: {
      id: true, status: true, startsAt: true, endsAt: true, durationHours: true,
      patient: { select: { fullName: true } },
      payments: { where: { status: 'Paid' }, select: { amountKobo: true }, take: 1 },
      moveProposals: { where: { status: 'Open' }, select: { id: true, status: true, fromStartsAt: true, startsAt: true, endsAt: true }, take: 1 },
    },
  })
  return rows.map((row) => {
    const proposal = row.moveProposals[0]
    const isOpen = proposal && isProposalOpen({ ...proposal, appointment: { status: row.status, startsAt: row.startsAt } }, now)
    return {
      _id: row.id,
      ...sessionTime(row.startsAt, row.endsAt),
      duration: row.durationHours,
      amount: koboToNaira(row.payments[0]?.amountKobo ?? 0),
      patient: { firstName: row.patient.fullName.trim().split(/\s+/)[0] ?? '' },
      moveProposal: isOpen ? { _id: proposal.id, ...sessionTime(proposal.startsAt, proposal.endsAt) } : null,
    }
  })
}

/** The time-off page, after the therapist moved or cancelled one: the sessions still in the way. */
export function listTimeOffClashes({ therapistId, from, to, now = new Date() }: { therapistId: string; from: string; to: string; now?: Date }): Promise<TimeOffClash[]> {
  return findTimeOffClashes(db, { therapistId, from, to, now })
}
