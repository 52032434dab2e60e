import 'server-only'
import { isUuid } from '@/lib/validation/directory'
import { recordAudit } from '../audit/record-audit'
import { assertReviewModerator, type Actor } from '../auth/assert-role'
import { db } from '../db'
import { AppError } from '../errors'
import { changeRating, expireReviewedTherapist } from './rating-totals'
import { ALREADY_HIDDEN, REVIEW_HIDDEN, REVIEW_NOT_FOUND } from './review-messages'

/**
 * An admin or manager hides a review, with a reason (docs/decisions/031). The row stays, for the
 * therapist and the audit log, but is no longer shown publicly or counted: in one transaction the
 * review is marked, the therapist's rating loses it and the audit log records who, why and which.
 * Hiding twice is refused (409): only the first hide changed anything.
 */
export async function hideReview({ actor, reviewId, reason, now = new Date() }: { actor: Actor; reviewId: string; reason: string; now?: Date }) {
  assertReviewModerator(actor)
  if (!isUuid(reviewId)) throw new AppError('NOT_FOUND', REVIEW_NOT_FOUND)
  const review = await db.$transaction(async (tx) => {
    const found = await tx.review.findUnique({ where: { id: reviewId }, select: { id: true, therapistId: true, patientId: true, appointmentId: true, rating: true } })
    if (!found) throw new AppError('NOT_FOUND', REVIEW_NOT_FOUND)
    // Only the hide that changed the row uncounts it: a second one at the same time finds it hidden.
    const { count } = await tx.review.updateMany({ where: { id: reviewId, hiddenAt: null }, data: { hiddenAt: now, hiddenReason: reason, hiddenById: actor.id } })
    if (count === 0) throw new AppError('CONFLICT', ALREADY_HIDDEN)
    await changeRating(tx, found.therapistId, { count: -1, total: -found.rating })
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'review.hide',
      targetType: 'Review',
      targetId: found.id,
      targetUserId: found.patientId,
      details: { therapistId: found.therapistId, appointmentId: found.appointmentId, rating: found.rating, reason },
    })
    return found
  })
  expireReviewedTherapist(review.therapistId)
  return { message: REVIEW_HIDDEN, data: { _id: review.id, hiddenAt: now.toISOString(), hiddenReason: reason } }
}
