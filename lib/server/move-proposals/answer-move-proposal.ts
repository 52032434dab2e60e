import 'server-only'
import { isProposalOpen } from '@/lib/appointments/move-proposal'
import { isUuid } from '@/lib/validation/directory'
import { RESCHEDULE_BLOCKS } from '@/lib/validation/reschedule'
import { MOVE_ACCEPTED, MOVE_DECLINED, MOVE_DECLINED_REASON, MOVE_TIME_GONE, PROPOSAL_CLOSED, PROPOSAL_NOT_FOUND } from '@/lib/validation/time-off'
import type { PatientAppointment } from '../appointments/appointment-dto'
import { rescheduleAppointment, SAME_TIME } from '../appointments/reschedule-appointment'
import { cancelForDeclinedMove, type CancellationAnswer } from '../cancellations/cancel-appointment'
import { db } from '../db'
import { AppError, isAppError } from '../errors'
import { lagosClock } from '@/lib/time'

type Answer = { patientId: string; proposalId: string; now?: Date }

/** The patient's own open proposal; anyone else's, an unknown or a malformed id: 404; one no longer open: 409. */
async function findOpenProposal({ patientId, proposalId, now }: Required<Answer>) {
  if (!isUuid(proposalId)) throw new AppError('NOT_FOUND', PROPOSAL_NOT_FOUND)
  const proposal = await db.moveProposal.findFirst({
    where: { id: proposalId, appointment: { is: { patientId } } },
    select: { id: true, status: true, fromStartsAt: true, startsAt: true, endsAt: true, appointmentId: true, appointment: { select: { status: true, startsAt: true } } },
  })
  if (!proposal) throw new AppError('NOT_FOUND', PROPOSAL_NOT_FOUND)
  if (!isProposalOpen(proposal, now)) throw new AppError('CONFLICT', PROPOSAL_CLOSED)
  return proposal
}

/** Marks the proposal answered, unless something else closed it first. */
async function close(proposalId: string, status: 'Accepted' | 'Declined', now: Date) {
  await db.moveProposal.updateMany({ where: { id: proposalId, status: 'Open' }, data: { status, answeredAt: now } })
}

/**
 * POST patient/move-proposal/{id}/accept: the session moves to the proposed time through the
 * patient's own reschedule (lib/server/appointments/reschedule-appointment.ts: one transaction under
 * the no-overlap keys, conditional on the session's time, with its emails and updated calendar
 * invites), then the proposal is marked Accepted. The proposed hours were not reserved: when they
 * are no longer free, 409 says so and the patient can still cancel with a full refund. Two answers at
 * once: the reschedule's conditional update lets one through.
 */
export async function acceptMoveProposal({ patientId, proposalId, now = new Date() }: Answer): Promise<{ message: string; data: PatientAppointment }> {
  const proposal = await findOpenProposal({ patientId, proposalId, now })
  const start = lagosClock(proposal.startsAt)
  const end = lagosClock(new Date(proposal.endsAt.getTime() - 1))
  let moved
  try {
    moved = await rescheduleAppointment({
      appointmentId: proposal.appointmentId,
      patientId,
      newAppointmentDate: start.date,
      newSlot_start: start.hour,
      newSlot_end: end.hour + 1,
      now,
    })
  } catch (error) {
    if (!isAppError(error)) throw error
    // Moved or answered meanwhile (a second click, another tab): the proposal is no longer open.
    if (error.message === SAME_TIME || (error.code === 'CONFLICT' && Object.values<string>(RESCHEDULE_BLOCKS).includes(error.message))) throw new AppError('CONFLICT', PROPOSAL_CLOSED)
    // The time is gone or no longer published (booked by someone else, removed, a day off since).
    if (error.code === 'SLOT_TAKEN' || error.code === 'VALIDATION') throw new AppError('CONFLICT', MOVE_TIME_GONE)
    throw error
  }
  await close(proposal.id, 'Accepted', now)
  return { message: MOVE_ACCEPTED, data: moved.data }
}

/**
 * POST patient/move-proposal/{id}/decline: the patient keeps neither time and gets everything back:
 * the session is cancelled on the therapist's side (cancelForDeclinedMove: a full refund whatever
 * the cancellation policy, provided the session is still where the proposal found it), then the
 * proposal is marked Declined.
 */
export async function declineMoveProposal({ patientId, proposalId, now = new Date() }: Answer): Promise<CancellationAnswer> {
  const proposal = await findOpenProposal({ patientId, proposalId, now })
  const answer = await cancelForDeclinedMove({ patientId, appointmentId: proposal.appointmentId, expectStartsAt: proposal.fromStartsAt, reason: MOVE_DECLINED_REASON, now })
  await close(proposal.id, 'Declined', now)
  return { ...answer, message: MOVE_DECLINED }
}
