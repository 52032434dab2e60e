import 'server-only'
import { reviewerName } from '@/lib/reviews/reviewer-name'
import type { Prisma } from '../db'

/** What the public sees of a visible review: the reviewer's first name and last initial, never more. */
export type PublicReview = {
  _id: string
  rating: number
  comment: string | null
  /** "Ada O." */
  reviewerName: string
  createdAt: string
  reply: { text: string; repliedAt: string } | null
}

export const PUBLIC_REVIEW_SELECT = {
  id: true,
  rating: true,
  comment: true,
  createdAt: true,
  reply: true,
  repliedAt: true,
  patient: { select: { fullName: true } },
} as const satisfies Prisma.ReviewSelect

type PublicReviewRow = Prisma.ReviewGetPayload<{ select: typeof PUBLIC_REVIEW_SELECT }>

export function toPublicReview(row: PublicReviewRow): PublicReview {
  return {
    _id: row.id,
    rating: row.rating,
    comment: row.comment,
    reviewerName: reviewerName(row.patient.fullName),
    createdAt: row.createdAt.toISOString(),
    reply: row.reply && row.repliedAt ? { text: row.reply, repliedAt: row.repliedAt.toISOString() } : null,
  }
}

/** A therapist's visible reviews newest first, then the id: read straight off the (therapistId, hiddenAt, createdAt, id) index. */
export const VISIBLE_ORDER = [{ createdAt: 'desc' }, { id: 'desc' }] as const satisfies Prisma.ReviewOrderByWithRelationInput[]
