import 'server-only'
import { AVAILABILITY_NOT_FOUND } from '@/lib/validation/availability'
import { isUuid } from '@/lib/validation/directory'
import { db } from '../db'
import { AppError } from '../errors'
import { AVAILABILITY_SELECT, dateKeyOf, toTherapistAvailability, type TherapistAvailability } from './availability-dto'
import { findTakenHours } from './taken-hours'
import { lagosClock } from '@/lib/time'

type Args = { therapistId: string; availabilityId: string; now?: Date }

/**
 * GET therapist/view-availability/{id} and the edit page. The owner is part of the where clause: another
 * therapist's id, an unknown or a malformed one is simply not found (404).
 */
export async function viewAvailability({ therapistId, availabilityId, now = new Date() }: Args): Promise<TherapistAvailability> {
  if (!isUuid(availabilityId)) throw new AppError('NOT_FOUND', AVAILABILITY_NOT_FOUND)
  const row = await db.availability.findFirst({ where: { id: availabilityId, therapistId }, select: AVAILABILITY_SELECT })
  if (!row) throw new AppError('NOT_FOUND', AVAILABILITY_NOT_FOUND)
  const taken = await findTakenHours(db, { therapistId, dates: [dateKeyOf(row.date)], now })
  return toTherapistAvailability(row, taken, lagosClock(now))
}
