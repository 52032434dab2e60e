import 'server-only'
import type { Prisma } from '../db'

/**
 * Inside the caller's transaction, until it ends: the right to change which days of this therapist
 * take hours. Publishing (one date or a weekly repeat) and taking or removing time off each take it
 * first, so a time off and a publish on one of its days can never both pass their checks (the
 * publish may insert a row the time off could not yet see). Editing a day needs no more than its
 * existing row, which it and taking time off both lock FOR UPDATE. A transaction-scoped advisory lock on
 * the therapist: bookings never take it (they lock only the day's Availability row, FOR SHARE), so
 * patients never wait for it. Day rows are locked after it, in date order.
 */
export async function lockTherapistSchedule(tx: Prisma.TransactionClient, therapistId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`schedule:therapist:${therapistId}`}, 0))`
}
