import 'server-only'
import { db } from '../db'
import { toWaitlistEntries, WAITLIST_ENTRY_SELECT, type WaitlistEntry } from './waitlist-entry-dto'

/**
 * GET patient/waitlist and the profile's Waitlists: the patient's own open waits, the soonest to end
 * first. An expired one is left out whether or not the cron has swept it yet.
 */
export async function listWaitlist({ patientId, now = new Date() }: { patientId: string; now?: Date }): Promise<WaitlistEntry[]> {
  const rows = await db.waitlistEntry.findMany({
    where: { patientId, expiresAt: { gt: now } },
    orderBy: [{ expiresAt: 'asc' }, { id: 'asc' }],
    select: WAITLIST_ENTRY_SELECT,
  })
  return toWaitlistEntries(rows)
}
