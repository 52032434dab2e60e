import 'server-only'
import { isUuid } from '@/lib/validation/directory'
import { db } from '../db'
import { AppError } from '../errors'
import { expireReviewedTherapist } from './rating-totals'
import { ALREADY_REPLIED, REPLY_SAVED, REVIEW_NOT_FOUND } from './review-messages'

/**
 * The therapist of a review answers it, once: a second reply is refused (409) and the first is never
 * edited, so what the patient and the public read does not change under them. Another therapist's
 * review is not found (404). The reply shows on the public page, which is expired after.
 */
export async function replyToReview({ therapistId, reviewId, reply, now = new Date() }: { therapistId: string; reviewId: string; reply: string; now?: Date }) {
  if (!isUuid(reviewId)) throw new AppError('NOT_FOUND', REVIEW_NOT_FOUND)
  const review = await db.review.findFirst({ where: { id: reviewId, therapistId }, select: { id: true } })
  if (!review) throw new AppError('NOT_FOUND', REVIEW_NOT_FOUND)
  // Written only while there is no reply: of two replies at once, one finds the row already answered.
  const { count } = await db.review.updateMany({ where: { id: reviewId, therapistId, reply: null }, data: { reply, repliedAt: now } })
  if (count === 0) throw new AppError('CONFLICT', ALREADY_REPLIED)
  expireReviewedTherapist(therapistId)
  return { message: REPLY_SAVED, data: { _id: reviewId, reply: { text: reply, repliedAt: now.toISOString() } } }
}
