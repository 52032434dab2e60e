import 'server-only'
import { appointmentsNeedingIntake } from '../intake/intakes-needed'
import { lagosDateKey } from '@/lib/time'
import { rescheduleBlock, type RescheduleBlock } from '@/lib/validation/reschedule'
import { db } from '../db'
import { findOpenProposals, type PatientProposal } from '../move-proposals/find-open-proposals'
import type { OwnReview } from '../reviews/create-review'
import { ownReviewsOf } from '../reviews/own-reviews'
import { APPOINTMENT_SELECT, toPatientAppointment, type PatientAppointment } from './appointment-dto'
import { patientAppointmentsWhere } from './visible-appointments'

type ListArgs = { patientId: string; now?: Date }

/**
 * The signed-in patient's own paid appointments (visible-appointments.ts: never a checkout that was
 * not paid), split by the session's time: Upcoming (not yet ended, soonest first) and Past (ended,
 * latest first). Ordered by when the session is, never by when it was booked; equal starts keep one order by id.
 */
async function findPatientAppointments({ patientId, now = new Date() }: ListArgs): Promise<{ upcoming: PatientAppointment[]; past: PatientAppointment[] }> {
  const rows = await db.appointment.findMany({
    where: patientAppointmentsWhere(patientId),
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
    select: APPOINTMENT_SELECT,
  })
  const upcoming = rows.filter((row) => row.endsAt > now)
  const past = rows.filter((row) => row.endsAt <= now).reverse()
  return { upcoming: upcoming.map((row) => toPatientAppointment(row, now)), past: past.map((row) => toPatientAppointment(row, now)) }
}

/** GET patient/my-appointments: one list, the upcoming sessions (soonest first), then the past ones (latest first). */
export async function listPatientAppointments(args: ListArgs): Promise<PatientAppointment[]> {
  const { upcoming, past } = await findPatientAppointments(args)
  return [...upcoming, ...past]
}

export type ProfileAppointment = PatientAppointment & {
  block: RescheduleBlock | null
  /** A new time the therapist proposed, which the patient may accept or decline with a full refund. */
  moveProposal?: PatientProposal | null
  /** The intake for its therapist is still to be filled (its dialog links to it until done). */
  intakeNeeded?: boolean
  /** The patient's review of this session, once written (docs/decisions/031). */
  review?: OwnReview | null
}
export type ProfileAppointments = { upcoming: ProfileAppointment[]; past: ProfileAppointment[] }

/**
 * The same appointments for the profile page, in their two groups, each with why it cannot be
 * rescheduled today, or null when it can: the rule the reschedule itself enforces, decided
 * here on the server's clock; and the new time its therapist proposed, while it can be answered.
 */
export async function listProfileAppointments({ patientId, now = new Date() }: ListArgs): Promise<ProfileAppointments> {
  const today = lagosDateKey(now)
  const [{ upcoming, past }, proposals] = await Promise.all([findPatientAppointments({ patientId, now }), findOpenProposals({ patientId, now })])
  const proposalOf = new Map(proposals.map((proposal) => [proposal.appointmentId, proposal]))
  const appointmentIds = [...upcoming, ...past].map((appointment) => appointment._id)
  const [needingIntake, reviews] = await Promise.all([appointmentsNeedingIntake({ patientId, appointmentIds }), ownReviewsOf({ patientId, appointmentIds: past.map((appointment) => appointment._id) })])
  const withBlock = (appointment: PatientAppointment): ProfileAppointment => ({
    ...appointment,
    block: rescheduleBlock(appointment, today),
    moveProposal: proposalOf.get(appointment._id) ?? null,
    intakeNeeded: needingIntake.has(appointment._id),
    review: reviews.get(appointment._id) ?? null,
  })
  return { upcoming: upcoming.map(withBlock), past: past.map(withBlock) }
}
