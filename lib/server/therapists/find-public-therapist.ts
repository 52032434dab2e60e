import 'server-only'
import { isUuid } from '@/lib/validation/directory'
import { db } from '../db'
import { PUBLIC_THERAPIST_SELECT, PUBLIC_THERAPIST_WHERE, toPublicTherapist, type PublicTherapist } from './public-therapist'

/**
 * A therapist's public profile, or null when the id is malformed, unknown, or the therapist is not
 * listed (unverified, blocked, erased): the caller answers 404 either way, so nothing leaks.
 */
export async function findPublicTherapist({ therapistId, now = new Date() }: { therapistId: string; now?: Date }): Promise<PublicTherapist | null> {
  if (!isUuid(therapistId)) return null
  const row = await db.therapistProfile.findFirst({
    where: { ...PUBLIC_THERAPIST_WHERE, userId: therapistId.toLowerCase() },
    select: PUBLIC_THERAPIST_SELECT,
  })
  return row ? toPublicTherapist(row, now) : null
}
