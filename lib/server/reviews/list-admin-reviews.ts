import 'server-only'
import { reviewerName } from '@/lib/reviews/reviewer-name'
import type { PageNumbers } from '@/lib/validation/admin-lists'
import { readListPage, DELETED_USER } from '../admin/dashboard/admin-read'
import { assertAdminAreaReader } from '../auth/assert-role'
import type { Role } from '@/lib/roles'
import { db } from '../db'

export type AdminReviewRow = {
  _id: string
  appointmentId: string
  rating: number
  comment: string | null
  reviewerName: string
  therapist: { _id: string; fullName: string }
  createdAt: string
  reply: string | null
  hidden: { at: string; reason: string; by: string } | null
}

/** Every review, newest first, ten a page, hidden ones marked with who hid them and why: admins and managers. */
export async function listAdminReviews({ viewer, page = 1 }: { viewer: { role: Role }; page?: number }): Promise<PageNumbers & { rows: AdminReviewRow[] }> {
  assertAdminAreaReader(viewer)
  const result = await readListPage({
    page,
    count: () => db.review.count(),
    find: ({ skip, take }) =>
      db.review.findMany({
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
        select: {
          id: true,
          appointmentId: true,
          rating: true,
          comment: true,
          createdAt: true,
          reply: true,
          hiddenAt: true,
          hiddenReason: true,
          hiddenBy: { select: { fullName: true } },
          patient: { select: { fullName: true } },
          therapist: { select: { userId: true, user: { select: { fullName: true, erasedAt: true } } } },
        },
      }),
  })
  return {
    ...result,
    rows: result.rows.map((row) => ({
      _id: row.id,
      appointmentId: row.appointmentId,
      rating: row.rating,
      comment: row.comment,
      reviewerName: reviewerName(row.patient.fullName),
      therapist: { _id: row.therapist.userId, fullName: row.therapist.user.erasedAt ? DELETED_USER : row.therapist.user.fullName },
      createdAt: row.createdAt.toISOString(),
      reply: row.reply,
      hidden: row.hiddenAt && row.hiddenReason ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason, by: row.hiddenBy?.fullName ?? '' } : null,
    })),
  }
}
