import 'server-only'
import type { Prisma } from '../../db'

export type LockedTherapist = { userId: string; isVerified: boolean; isBlocked: boolean; email: string; fullName: string }

/**
 * Locks a therapist's profile row for the rest of the transaction (null when there is no such
 * therapist, or the account was erased). The document upload takes the same lock
 * (lib/server/therapists/documents/upload-document.ts), so a review, a verification and a
 * replacement upload of the same therapist run one after another, each seeing the one before.
 */
export async function lockTherapist(tx: Prisma.TransactionClient, therapistId: string): Promise<LockedTherapist | null> {
  const [row] = await tx.$queryRaw<LockedTherapist[]>`
    SELECT p."userId", p."isVerified", u."isBlocked", u."email", u."fullName"
    FROM "TherapistProfile" p JOIN "User" u ON u."id" = p."userId"
    WHERE p."userId" = ${therapistId}::uuid AND u."role" = 'Therapist' AND u."erasedAt" IS NULL
    FOR UPDATE OF p`
  return row ?? null
}
