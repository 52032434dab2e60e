import 'server-only'
import { isProposalOpen, proposalDeadline } from '@/lib/appointments/move-proposal'
import { db } from '../db'
import { sessionTime, type SessionTime } from '../time-off/find-time-off-clashes'

/** A new time the therapist proposed for one of the patient's sessions, while they can answer it. */
export type PatientProposal = SessionTime & {
  _id: string
  appointmentId: string
  /** ISO: when the proposal lapses (the start of the session's day, or the new time's start if earlier). */
  answerBy: string
}

/**
 * GET patient/move-proposals and the profile's Appointment Details: the patient's open proposals,
 * soonest session first (lib/appointments/move-proposal.ts decides which are still open).
 */
export async function findOpenProposals({ patientId, now = new Date() }: { patientId: string; now?: Date }): Promise<PatientProposal[]> {
  const rows = await db.moveProposal.findMany({
    where: { status: 'Open', appointment: { is: { patientId, status: 'Paid', startsAt: { gt: now } } } },
    orderBy: { appointment: { startsAt: 'asc' } },
    select: { id: true, appointmentId: true, status: true, fromStartsAt: true, startsAt: true, endsAt: true, appointment: { select: { status: true, startsAt: true } } },
  })
  return rows
    .filter((row) => isProposalOpen(row, now))
    .map((row) => ({ _id: row.id, appointmentId: row.appointmentId, ...sessionTime(row.startsAt, row.endsAt), answerBy: proposalDeadline(row).toISOString() }))
}
