import 'server-only'
import type { Prisma } from '@/lib/generated/prisma/client'

/**
 * Holds the therapist's payout lock until the transaction ends. It is the same lock the Payout
 * insert trigger takes (migration 20261228090000_ledger_and_payouts: the key is the text
 * 'payout:' followed by the therapist's id, hashed by hashtextextended with seed 0), so whoever
 * holds it may read the balance and write a payout without another run, or another transfer,
 * slipping in between. Change the key in both places or in neither.
 */
export async function lockTherapistPayouts(tx: Pick<Prisma.TransactionClient, '$executeRaw'>, therapistId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended('payout:' || ${therapistId}::uuid::text, 0))`
}
