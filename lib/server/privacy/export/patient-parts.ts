import 'server-only'
import { appointmentState } from '@/lib/appointments/appointment-state'
import { db } from '../../db'
import { APPOINTMENT_STATE_SELECT } from '../../appointments/visible-appointments'
import { openIntakeAnswers } from '../../intake/sealed-intake'
import { calendarDate, otherPartyName } from './export-values'
import type { ExportPart } from './export-parts'

const THERAPIST_NAME = { therapist: { select: { user: { select: { fullName: true, erasedAt: true } } } } } as const

/**
 * Every booking the patient made, checkouts never paid included (they are held about the person too),
 * with each one's payments, moves and absence report. Refunds have their own part.
 */
async function appointmentsPart(patientId: string, now: Date): Promise<ExportPart> {
  const rows = await db.appointment.findMany({
    where: { patientId },
    orderBy: { startsAt: 'asc' },
    select: {
      ...APPOINTMENT_STATE_SELECT,
      ...THERAPIST_NAME,
      id: true, startsAt: true, durationHours: true, amountKobo: true, sessionMode: true, paymentReference: true, videoLink: true,
      seriesId: true, seriesIndex: true, isComplete: true, completedAt: true, cancelledAt: true, cancelledBy: true, cancelReason: true,
      patientNoShowAt: true, createdAt: true,
      payments: {
        orderBy: { paidAt: 'asc' },
        select: { status: true, id: true, provider: true, paymentReference: true, transactionReference: true, amountKobo: true, currency: true, paymentMethod: true, paidAt: true },
      },
      reschedules: { orderBy: { createdAt: 'asc' }, select: { fromStartsAt: true, fromEndsAt: true, toStartsAt: true, toEndsAt: true, createdAt: true } },
      moveProposals: { orderBy: { createdAt: 'asc' }, select: { fromStartsAt: true, startsAt: true, endsAt: true, status: true, createdAt: true, answeredAt: true } },
      absenceReport: { select: { note: true, status: true, createdAt: true, resolvedAt: true } },
    },
  })
  const data = rows.map(({ therapist, status, holdExpiresAt, ...row }) => ({
    ...row,
    therapist: otherPartyName(therapist.user),
    state: appointmentState({ status, holdExpiresAt, isComplete: row.isComplete, endsAt: row.endsAt, payments: row.payments }, now),
  }))
  return { name: 'appointments.json', data }
}

/** Refunds of the patient's payments. Where the money went is left out: the paying account may be someone else's. */
async function refundsPart(patientId: string): Promise<ExportPart> {
  const refunds = await db.refund.findMany({
    where: { appointment: { patientId } },
    orderBy: { requestedAt: 'asc' },
    select: { id: true, appointmentId: true, paymentId: true, reference: true, amountKobo: true, reason: true, note: true, status: true, provider: true, requestedAt: true, completedAt: true },
  })
  return { name: 'refunds.json', data: refunds }
}

/** The reviews the patient wrote, with the therapist's reply and whether Alafia hid it. */
async function reviewsPart(patientId: string): Promise<ExportPart> {
  const reviews = await db.review.findMany({
    where: { patientId },
    orderBy: { createdAt: 'asc' },
    select: { id: true, appointmentId: true, rating: true, comment: true, createdAt: true, reply: true, repliedAt: true, hiddenAt: true, hiddenReason: true, ...THERAPIST_NAME },
  })
  return { name: 'reviews.json', data: reviews.map(({ therapist, ...review }) => ({ ...review, therapist: otherPartyName(therapist.user) })) }
}

/** The patient's own intake answers, opened for them, one per therapist. */
async function intakePart(patientId: string): Promise<ExportPart> {
  const intakes = await db.intake.findMany({
    where: { patientId },
    orderBy: { submittedAt: 'asc' },
    select: { id: true, appointmentId: true, answersCiphertext: true, answersKeyId: true, submittedAt: true, updatedAt: true, ...THERAPIST_NAME },
  })
  const data = intakes.map((intake) => ({
    therapist: otherPartyName(intake.therapist.user),
    appointmentId: intake.appointmentId,
    submittedAt: intake.submittedAt,
    updatedAt: intake.updatedAt,
    answers: openIntakeAnswers(intake),
  }))
  return { name: 'intake.json', data }
}

/** The waits the patient joined (for one day, or any time when the date is null). */
async function waitlistsPart(patientId: string): Promise<ExportPart> {
  const entries = await db.waitlistEntry.findMany({
    where: { patientId },
    orderBy: { createdAt: 'asc' },
    select: { id: true, date: true, createdAt: true, expiresAt: true, lastNotifiedAt: true, ...THERAPIST_NAME, notices: { orderBy: { startsAt: 'asc' }, select: { startsAt: true, sentAt: true } } },
  })
  const data = entries.map(({ therapist, date, ...entry }) => ({ ...entry, therapist: otherPartyName(therapist.user), date: calendarDate(date) }))
  return { name: 'waitlists.json', data }
}

/** The parts only a patient's account has. */
export function patientParts(patientId: string, now: Date): Promise<ExportPart>[] {
  return [appointmentsPart(patientId, now), refundsPart(patientId), reviewsPart(patientId), intakePart(patientId), waitlistsPart(patientId)]
}
