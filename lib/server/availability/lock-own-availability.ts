import 'server-only'
import { AVAILABILITY_NOT_FOUND } from '@/lib/validation/availability'
import { isUuid } from '@/lib/validation/directory'
import type { Prisma } from '../db'
import { AppError } from '../errors'
import { AVAILABILITY_SELECT, type AvailabilityRow } from './availability-dto'

/**
 * Inside the caller's transaction: the therapist's own availability, locked (FOR UPDATE) until the
 * transaction ends. Booking writers take the same row FOR SHARE before inserting slot rows
 * (lock-published-hours.ts), so while an edit or delete decides which hours are taken, no booking
 * can take one, and a booking waiting behind it sees the new hours. Another therapist's id, an
 * unknown or a malformed one: 404.
 */
export async function lockOwnAvailability(
  tx: Prisma.TransactionClient,
  { therapistId, availabilityId }: { therapistId: string; availabilityId: string },
): Promise<AvailabilityRow> {
  if (!isUuid(availabilityId)) throw new AppError('NOT_FOUND', AVAILABILITY_NOT_FOUND)
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Availability" WHERE id = ${availabilityId}::uuid AND "therapistId" = ${therapistId}::uuid FOR UPDATE`
  if (locked.length === 0) throw new AppError('NOT_FOUND', AVAILABILITY_NOT_FOUND)
  return tx.availability.findUniqueOrThrow({ where: { id: availabilityId }, select: AVAILABILITY_SELECT })
}
