import 'server-only'
import { NOTHING_TO_WITHDRAW } from '@/lib/consent/health-data-consent'
import { db } from '../db'
import { AppError } from '../errors'
import { CONSENT_SELECT, toConsentRecord, type ConsentRecord } from './consent-record'

/**
 * Withdraws the person's consent of that kind (in force for any version): the record stays, with
 * the time it was withdrawn. What follows is not done here but by every reader asking
 * hasCurrentHealthConsent: new holds are refused until the person consents again and therapists
 * can no longer open the intake; booked sessions are left as they are (decision 028, and the
 * effects listed in lib/consent/health-data-consent.ts). Nothing in force: NOT_FOUND (404).
 */
export async function withdrawConsent({ userId, kind, now = new Date() }: { userId: string; kind: string; now?: Date }): Promise<ConsentRecord> {
  const inForce = await db.consent.findFirst({ where: { userId, kind, withdrawnAt: null, replacedAt: null }, select: { id: true } })
  if (!inForce) throw new AppError('NOT_FOUND', NOTHING_TO_WITHDRAW)
  // The where repeats "still in force", so of two withdrawals at once only one writes.
  const { count } = await db.consent.updateMany({ where: { id: inForce.id, withdrawnAt: null, replacedAt: null }, data: { withdrawnAt: now } })
  if (count === 0) throw new AppError('NOT_FOUND', NOTHING_TO_WITHDRAW)
  const row = await db.consent.findUniqueOrThrow({ where: { id: inForce.id }, select: CONSENT_SELECT })
  return toConsentRecord(row)
}
