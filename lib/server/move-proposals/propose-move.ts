import 'server-only'
import { RANGE_PROBLEM_MESSAGES } from '@/lib/availability/free-hours'
import { isUuid } from '@/lib/validation/directory'
import { APPOINTMENT_NOT_FOUND, exactDurationNotice, type Reschedule } from '@/lib/validation/reschedule'
import { MOVE_IN_RANGE, MOVE_PROPOSED } from '@/lib/validation/time-off'
import { findOwnOverlap } from '../appointments/appointment-slots'
import { SAME_TIME } from '../appointments/reschedule-appointment'
import { findRangeProblem } from '../availability/lock-bookable-range'
import { db } from '../db'
import { AppError } from '../errors'
import { sessionTime, type SessionTime } from '../time-off/find-time-off-clashes'
import { moveBlock } from './move-block'
import { sendMoveProposal } from './send-move-proposal'
import { coveredHours, lagosInstant } from '@/lib/time'

export const PATIENT_BUSY = 'The patient has another session at that time. Choose another time.'

type Args = {
  therapistId: string
  appointmentId: string
  /** The new time, in the reschedule's fields (the schema's output). */
  newTime: Reschedule
  /** The days being taken off: the new time must lie outside them. */
  avoid?: { from: string; to: string }
  now?: Date
}

export type ProposalView = SessionTime & { _id: string; appointmentId: string }

/**
 * POST therapist/propose-move/{appointmentId} and the clash list's "Propose a new time": offers the
 * patient another of the therapist's free hours for one of their paid sessions. The patient accepts
 * (the session is rescheduled) or cancels with a full refund (answer-move-proposal.ts); until then
 * the session stays where it is and the new hours stay bookable by anyone (accepting checks them
 * again). One transaction under the session's row lock: it must be paid and not today or passed
 * (409), the new time the same length, different, and wholly free and published (400, or 409 when
 * taken), outside `avoid` (400) and not over another session of the patient (409). A newer proposal
 * replaces an open one (Withdrawn). After the commit the patient is told, with a link to answer.
 */
export async function proposeMove({ therapistId, appointmentId, newTime, avoid, now = new Date() }: Args): Promise<{ message: string; data: ProposalView }> {
  if (!isUuid(appointmentId)) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
  const { newAppointmentDate: date, newSlot_start: from, newSlot_end: to } = newTime
  const startsAt = lagosInstant(date, from)
  const endsAt = lagosInstant(date, to)
  if (avoid && date >= avoid.from && date <= avoid.to) throw new AppError('VALIDATION', MOVE_IN_RANGE, { newAppointmentDate: [MOVE_IN_RANGE] })

  const proposal = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Appointment" WHERE id = ${appointmentId}::uuid AND "therapistId" = ${therapistId}::uuid FOR UPDATE`
    const session = await tx.appointment.findFirst({
      where: { id: appointmentId, therapistId },
      select: { id: true, status: true, startsAt: true, durationHours: true, patientId: true },
    })
    if (!session) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
    const block = moveBlock(session, now)
    if (block) throw new AppError('CONFLICT', block)
    if (to - from !== session.durationHours) throw new AppError('VALIDATION', exactDurationNotice(session.durationHours), { newSlot_end: [exactDurationNotice(session.durationHours)] })
    if (startsAt.getTime() === session.startsAt.getTime()) throw new AppError('VALIDATION', SAME_TIME, { newSlot_start: [SAME_TIME] })

    // The session's own hours count as free: the move releases them.
    const problem = await findRangeProblem(tx, { therapistId, date, from, to, now, ignore: { id: session.id } })
    if (problem === 'taken') throw new AppError('SLOT_TAKEN', RANGE_PROBLEM_MESSAGES.taken)
    if (problem) throw new AppError('VALIDATION', RANGE_PROBLEM_MESSAGES[problem], { [problem === 'date' ? 'newAppointmentDate' : 'newSlot_start']: [RANGE_PROBLEM_MESSAGES[problem]] })
    if (await findOwnOverlap(tx, { patientId: session.patientId, hours: coveredHours(startsAt, session.durationHours), exceptAppointmentId: session.id, now }))
      throw new AppError('CONFLICT', PATIENT_BUSY)

    await tx.moveProposal.updateMany({ where: { appointmentId: session.id, status: 'Open' }, data: { status: 'Withdrawn', answeredAt: now } })
    return tx.moveProposal.create({
      data: { appointmentId: session.id, fromStartsAt: session.startsAt, startsAt, endsAt },
      select: { id: true, appointmentId: true, startsAt: true, endsAt: true },
    })
  })

  await sendMoveProposal({ proposalId: proposal.id })
  return { message: MOVE_PROPOSED, data: { _id: proposal.id, appointmentId: proposal.appointmentId, ...sessionTime(proposal.startsAt, proposal.endsAt) } }
}
