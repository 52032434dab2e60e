import 'server-only'
import { CURRENT_CONSENT_VERSIONS, type ConsentKind } from '@/lib/consent/health-data-consent'
import { db } from '../db'
import { CONSENT_SELECT, toConsentRecord, type ConsentRecord } from './consent-record'

/**
 * Records that the person accepted the current version of a consent's text, at the server's time.
 * Already in force for that version: nothing new is written and `created` is false. In force for an
 * older version: that record is marked replaced and a new one starts, so the history shows each
 * version accepted. The caller's schema has already refused any version but the current one.
 * The partial unique index (one in force per person and kind) holds even if two requests race;
 * the per-person lock makes the second one find the first's record instead of failing.
 */
export async function giveConsent({ userId, kind, now = new Date() }: { userId: string; kind: ConsentKind; now?: Date }): Promise<{ created: boolean; record: ConsentRecord }> {
  return db.$transaction(async (tx) => {
    const version = CURRENT_CONSENT_VERSIONS[kind]
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`consent:${userId}:${kind}`}, 0))`
    const inForce = await tx.consent.findFirst({ where: { userId, kind, withdrawnAt: null, replacedAt: null }, select: CONSENT_SELECT })
    if (inForce && inForce.version === version) return { created: false, record: toConsentRecord(inForce) }
    if (inForce) await tx.consent.update({ where: { id: inForce.id }, data: { replacedAt: now } })
    const created = await tx.consent.create({ data: { userId, kind, version, givenAt: now }, select: CONSENT_SELECT })
    return { created: true, record: toConsentRecord(created) }
  })
}
