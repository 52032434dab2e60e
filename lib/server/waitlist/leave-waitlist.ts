import 'server-only'
import { isUuid } from '@/lib/validation/directory'
import { WAITLIST_LEFT, WAITLIST_NOT_FOUND } from '@/lib/validation/waitlist'
import { db } from '../db'
import { AppError } from '../errors'

/**
 * DELETE patient/waitlist/{id} and the profile's Leave: the owner is part of the where clause, so
 * another patient's entry, like an unknown or malformed id, is simply not found (404). Its notices go
 * with it.
 */
export async function leaveWaitlist({ patientId, entryId }: { patientId: string; entryId: string }): Promise<{ message: string }> {
  if (!isUuid(entryId)) throw new AppError('NOT_FOUND', WAITLIST_NOT_FOUND)
  const { count } = await db.waitlistEntry.deleteMany({ where: { id: entryId, patientId } })
  if (count === 0) throw new AppError('NOT_FOUND', WAITLIST_NOT_FOUND)
  return { message: WAITLIST_LEFT }
}
