import 'server-only'
import { appointmentState } from '@/lib/appointments/appointment-state'
import { statementMonthOf } from '@/lib/earnings/statement-month'
import { db } from '../../db'
import { APPOINTMENT_STATE_SELECT, therapistAppointmentsWhere } from '../../appointments/visible-appointments'
import { findEarningsStatement } from '../../earnings/find-earnings-statement'
import { calendarDate, otherPartyName } from './export-values'
import type { ExportPart } from './export-parts'

const PATIENT_NAME = { patient: { select: { fullName: true, erasedAt: true } } } as const

/** The public profile and its verification; the therapist's own intake questions are theirs. */
async function profilePart(therapistId: string): Promise<ExportPart> {
  const profile = await db.therapistProfile.findUnique({
    where: { userId: therapistId },
    select: {
      bio: true, feeKobo: true, specialties: true, yearsOfExperience: true, intakeQuestions: true, sessionModes: true, languages: true, faith: true,
      isVerified: true, verifiedAt: true, ratingCount: true, createdAt: true, updatedAt: true,
      photo: { select: { url: true, contentType: true, byteSize: true, createdAt: true } },
    },
  })
  return { name: 'therapist-profile.json', data: profile }
}

/** The therapist's sessions (their schedule: paid, or paid and then cancelled), each patient by first name and initial. */
async function appointmentsPart(therapistId: string, now: Date): Promise<ExportPart> {
  const rows = await db.appointment.findMany({
    where: therapistAppointmentsWhere(therapistId),
    orderBy: { startsAt: 'asc' },
    select: {
      ...APPOINTMENT_STATE_SELECT,
      ...PATIENT_NAME,
      id: true, startsAt: true, durationHours: true, amountKobo: true, sessionMode: true, videoLink: true, seriesId: true, seriesIndex: true,
      completedAt: true, cancelledAt: true, cancelledBy: true, cancelReason: true, patientNoShowAt: true, createdAt: true,
      reschedules: { orderBy: { createdAt: 'asc' }, select: { fromStartsAt: true, fromEndsAt: true, toStartsAt: true, toEndsAt: true, createdAt: true } },
      moveProposals: { orderBy: { createdAt: 'asc' }, select: { fromStartsAt: true, startsAt: true, endsAt: true, status: true, createdAt: true, answeredAt: true } },
    },
  })
  const data = rows.map(({ patient, status, holdExpiresAt, payments, ...row }) => ({
    ...row,
    patient: otherPartyName(patient),
    state: appointmentState({ status, holdExpiresAt, isComplete: row.isComplete, endsAt: row.endsAt, payments }, now),
  }))
  return { name: 'therapist-appointments.json', data }
}

/** Reviews of the therapist's sessions, hidden ones included (the therapist sees them, marked), with their replies. */
async function reviewsReceivedPart(therapistId: string): Promise<ExportPart> {
  const reviews = await db.review.findMany({
    where: { therapistId },
    orderBy: { createdAt: 'asc' },
    select: { id: true, appointmentId: true, rating: true, comment: true, createdAt: true, reply: true, repliedAt: true, hiddenAt: true, hiddenReason: true, ...PATIENT_NAME },
  })
  return { name: 'reviews-received.json', data: reviews.map(({ patient, ...review }) => ({ ...review, patient: otherPartyName(patient) })) }
}

/**
 * That notes exist and when they were written, never what they say: a note is health information
 * about a patient, erased with that patient, so no copy of it may leave Alafia in a file
 * (docs/decisions/040-download-my-data.md).
 */
async function sessionNotesPart(therapistId: string): Promise<ExportPart> {
  const notes = await db.sessionNote.findMany({
    where: { therapistId },
    orderBy: { createdAt: 'asc' },
    select: { appointmentId: true, createdAt: true, updatedAt: true, appointment: { select: { startsAt: true, ...PATIENT_NAME } } },
  })
  const data = notes.map(({ appointment, ...note }) => ({ ...note, sessionStartsAt: appointment.startsAt, patient: otherPartyName(appointment.patient) }))
  return { name: 'session-notes.json', data }
}

/** The verification documents' records; the files stay behind the private file route. */
async function documentsPart(therapistId: string): Promise<ExportPart> {
  const documents = await db.therapistDocument.findMany({
    where: { therapistId },
    orderBy: { createdAt: 'asc' },
    select: { id: true, kind: true, reviewState: true, declineReason: true, reviewedAt: true, createdAt: true, file: { select: { contentType: true, byteSize: true } } },
  })
  return { name: 'documents.json', data: documents }
}

async function availabilityPart(therapistId: string): Promise<ExportPart> {
  const days = await db.availability.findMany({ where: { therapistId }, orderBy: { date: 'asc' }, select: { date: true, hours: true, updatedAt: true } })
  return { name: 'availability.json', data: days.map((day) => ({ ...day, date: calendarDate(day.date) })) }
}

async function timeOffPart(therapistId: string): Promise<ExportPart> {
  const rows = await db.timeOff.findMany({ where: { therapistId }, orderBy: { from: 'asc' }, select: { from: true, to: true, reason: true, createdAt: true } })
  return { name: 'time-off.json', data: rows.map((row) => ({ ...row, from: calendarDate(row.from), to: calendarDate(row.to) })) }
}

/**
 * The earnings statement (the one the earnings page shows) of every Lagos month with money: a month
 * in which a session with ledger entries started, or a payout was made.
 */
async function earningsPart(therapistId: string, now: Date): Promise<ExportPart> {
  const [sessions, payouts] = await Promise.all([
    db.appointment.findMany({ where: { therapistId, ledgerEntries: { some: {} } }, select: { startsAt: true } }),
    db.payout.findMany({ where: { therapistId }, select: { createdAt: true } }),
  ])
  const months = [...new Set([...sessions.map((row) => row.startsAt), ...payouts.map((row) => row.createdAt)].map(statementMonthOf))].sort()
  const statements = []
  // One month after another: each statement reads its own consistent snapshot of the books.
  for (const month of months) statements.push(await findEarningsStatement({ therapistId, month, now }))
  return { name: 'earnings.json', data: statements }
}

/** The therapist's own payout account and every transfer to them, account numbers in full (they are the therapist's). */
async function payoutsPart(therapistId: string): Promise<ExportPart> {
  const [account, payouts] = await Promise.all([
    db.payoutAccount.findUnique({ where: { therapistId }, select: { bankCode: true, bankName: true, accountNumber: true, accountName: true, changedAt: true, createdAt: true, updatedAt: true } }),
    db.payout.findMany({
      where: { therapistId },
      orderBy: { createdAt: 'asc' },
      select: {
        id: true, amountKobo: true, reference: true, status: true, provider: true, bankCode: true, bankName: true, accountNumber: true, accountName: true,
        providerReference: true, failureReason: true, createdAt: true, completedAt: true,
      },
    }),
  ])
  return { name: 'payouts.json', data: { payoutAccount: account, payouts } }
}

/** The parts only a therapist's account has. */
export function therapistParts(therapistId: string, now: Date): Promise<ExportPart>[] {
  return [
    profilePart(therapistId), appointmentsPart(therapistId, now), reviewsReceivedPart(therapistId), sessionNotesPart(therapistId),
    documentsPart(therapistId), availabilityPart(therapistId), timeOffPart(therapistId), earningsPart(therapistId, now), payoutsPart(therapistId),
  ]
}
