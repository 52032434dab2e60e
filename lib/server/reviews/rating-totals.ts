import 'server-only'
import { CACHE_TAGS, expireTags } from '../cache/public-cache'
import type { Prisma } from '../db'

/*
 * TherapistProfile.ratingCount and ratingTotal are the count and rating sum of the therapist's VISIBLE
 * reviews. Every write that makes a review visible or takes one away changes them by that review, in
 * the same transaction (a counted change, not a recount: a recount's snapshot could miss a review
 * another transaction is committing at the same time). A CHECK keeps the total within 1–5 × count.
 * Raw SQL so that a review never bumps the profile's updatedAt: the therapist did not edit anything.
 */
export async function changeRating(tx: Prisma.TransactionClient, therapistId: string, change: { count: number; total: number }): Promise<void> {
  await tx.$executeRaw`
    UPDATE "TherapistProfile" SET "ratingCount" = "ratingCount" + ${change.count}, "ratingTotal" = "ratingTotal" + ${change.total}
    WHERE "userId" = ${therapistId}::uuid`
}

/** After the commit: cards and the therapist's page show the rating and the reviews. */
export function expireReviewedTherapist(therapistId: string): void {
  expireTags(CACHE_TAGS.therapists, CACHE_TAGS.therapist(therapistId))
}
