import 'server-only'
import { reviewProblem } from '@/lib/reviews/review-eligibility'
import { drTitle } from '@/lib/validation/reschedule'
import { isUuid } from '@/lib/validation/directory'
import { db } from '../db'
import { AppError } from '../errors'
import type { OwnReview } from './create-review'
import { APPOINTMENT_NOT_FOUND } from './review-messages'

const OWN_REVIEW_SELECT = { id: true, appointmentId: true, rating: true, comment: true, createdAt: true, reply: true, repliedAt: true } as const

function toOwnReview(row: { id: string; appointmentId: string; rating: number; comment: string | null; createdAt: Date; reply: string | null; repliedAt: Date | null }): OwnReview {
  return {
    _id: row.id,
    appointmentId: row.appointmentId,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    reply: row.reply && row.repliedAt ? { text: row.reply, repliedAt: row.repliedAt.toISOString() } : null,
  }
}

/** The patient's own reviews of the given appointments, by appointment: the profile's dialog shows each. */
export async function ownReviewsOf({ patientId, appointmentIds }: { patientId: string; appointmentIds: string[] }): Promise<Map<string, OwnReview>> {
  if (appointmentIds.length === 0) return new Map()
  const rows = await db.review.findMany({ where: { patientId, appointmentId: { in: appointmentIds } }, select: OWN_REVIEW_SELECT })
  return new Map(rows.map((row) => [row.appointmentId, toOwnReview(row)]))
}

export type SessionToReview = {
  appointmentId: string
  therapistName: string
  startsAt: string
  endsAt: string
  /** Why it cannot be reviewed, or null when the form may be shown. */
  problem: string | null
  review: OwnReview | null
}

/** The rating page (the link in the email sent after a session): one of the patient's own sessions, or 404. */
export async function findSessionToReview({ patientId, appointmentId, now = new Date() }: { patientId: string; appointmentId: string; now?: Date }): Promise<SessionToReview> {
  if (!isUuid(appointmentId)) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
  const row = await db.appointment.findFirst({
    where: { id: appointmentId, patientId },
    select: {
      id: true,
      status: true,
      startsAt: true,
      endsAt: true,
      patientNoShowAt: true,
      therapist: { select: { user: { select: { fullName: true } } } },
      reviews: { select: OWN_REVIEW_SELECT },
    },
  })
  if (!row) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
  const review = row.reviews[0] ? toOwnReview(row.reviews[0]) : null
  return {
    appointmentId: row.id,
    therapistName: drTitle(row.therapist.user.fullName),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    problem: review ? null : reviewProblem({ status: row.status, endsAt: row.endsAt, markedNoShow: row.patientNoShowAt !== null }, now),
    review,
  }
}
