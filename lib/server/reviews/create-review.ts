import 'server-only'
import { reviewProblem } from '@/lib/reviews/review-eligibility'
import { isUuid } from '@/lib/validation/directory'
import { db } from '../db'
import { AppError, isCheckViolation, isUniqueViolation } from '../errors'
import { changeRating, expireReviewedTherapist } from './rating-totals'
import { ALREADY_REVIEWED, APPOINTMENT_NOT_FOUND, CANNOT_REVIEW, REVIEW_SAVED } from './review-messages'

export type OwnReview = { _id: string; appointmentId: string; rating: number; comment: string | null; createdAt: string; reply: { text: string; repliedAt: string } | null }

type CreateArgs = { patientId: string; appointmentId: string; rating: number; comment?: string; now?: Date }

/**
 * A patient rates one of their own sessions, 1 to 5, with an optional comment (docs/decisions/031).
 * Someone else's appointment is not found (404); a session that was not paid, was cancelled, has not
 * ended or whose patient was marked absent is refused with why (400, lib/reviews/review-eligibility.ts);
 * a second review of the same appointment meets the unique key (409). The review counts in the
 * therapist's rating in the same transaction, and the public pages showing it are expired after.
 */
export async function createReview({ patientId, appointmentId, rating, comment, now = new Date() }: CreateArgs): Promise<{ message: string; data: OwnReview }> {
  if (!isUuid(appointmentId)) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
  const appointment = await db.appointment.findFirst({
    where: { id: appointmentId, patientId },
    select: { id: true, therapistId: true, status: true, endsAt: true, patientNoShowAt: true, reviews: { select: { id: true } } },
  })
  if (!appointment) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
  if (appointment.reviews.length > 0) throw new AppError('CONFLICT', ALREADY_REVIEWED)
  const problem = reviewProblem({ status: appointment.status, endsAt: appointment.endsAt, markedNoShow: appointment.patientNoShowAt !== null }, now)
  if (problem) throw new AppError('VALIDATION', problem)

  let review
  try {
    review = await db.$transaction(async (tx) => {
      const created = await tx.review.create({
        data: { appointmentId, patientId, therapistId: appointment.therapistId, rating, comment: comment ?? null },
        select: { id: true, rating: true, comment: true, createdAt: true },
      })
      await changeRating(tx, appointment.therapistId, { count: 1, total: rating })
      return created
    })
  } catch (error) {
    // Two submissions at once: the unique key lets one through.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ALREADY_REVIEWED)
    // The database's own check (the session changed between the read and the write).
    if (isCheckViolation(error)) throw new AppError('VALIDATION', CANNOT_REVIEW)
    throw error
  }
  expireReviewedTherapist(appointment.therapistId)
  return {
    message: REVIEW_SAVED,
    data: { _id: review.id, appointmentId, rating: review.rating, comment: review.comment, createdAt: review.createdAt.toISOString(), reply: null },
  }
}
