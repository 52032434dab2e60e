import 'server-only'
import { reviewerName } from '@/lib/reviews/reviewer-name'
import { ratingSummary, type RatingSummary } from '@/lib/reviews/rating-summary'
import { readListPage } from '../admin/dashboard/admin-read'
import { db } from '../db'
import type { PageNumbers } from '@/lib/validation/admin-lists'

export type TherapistOwnReview = {
  _id: string
  rating: number
  comment: string | null
  /** As the public sees the reviewer: first name and last initial. */
  reviewerName: string
  createdAt: string
  reply: { text: string; repliedAt: string } | null
  /** Hidden by Alafia, and why: no longer shown publicly or counted. */
  hidden: { at: string; reason: string } | null
}

/**
 * The signed-in therapist's own reviews, newest first, hidden ones included (marked, with the reason):
 * their reviews page, where each can be answered once. The reviewer is named as the public sees them.
 */
export async function listOwnReviews({ therapistId, page = 1 }: { therapistId: string; page?: number }): Promise<PageNumbers & { rows: TherapistOwnReview[]; rating: RatingSummary | null; visibleCount: number }> {
  const where = { therapistId }
  const [result, profile] = await Promise.all([
    readListPage({
      page,
      count: () => db.review.count({ where }),
      find: ({ skip, take }) =>
        db.review.findMany({
          where,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip,
          take,
          select: { id: true, rating: true, comment: true, createdAt: true, reply: true, repliedAt: true, hiddenAt: true, hiddenReason: true, patient: { select: { fullName: true } } },
        }),
    }),
    db.therapistProfile.findUnique({ where: { userId: therapistId }, select: { ratingCount: true, ratingTotal: true } }),
  ])
  return {
    ...result,
    rating: profile ? ratingSummary(profile) : null,
    visibleCount: profile?.ratingCount ?? 0,
    rows: result.rows.map((row) => ({
      _id: row.id,
      rating: row.rating,
      comment: row.comment,
      reviewerName: reviewerName(row.patient.fullName),
      createdAt: row.createdAt.toISOString(),
      reply: row.reply && row.repliedAt ? { text: row.reply, repliedAt: row.repliedAt.toISOString() } : null,
      hidden: row.hiddenAt && row.hiddenReason ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason } : null,
    })),
  }
}
