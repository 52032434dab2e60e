import 'server-only'
import { HEALTH_DATA_CONSENT_KIND, HEALTH_DATA_CONSENT_VERSION } from '@/lib/consent/health-data-consent'
import type { Role } from '@/lib/roles'
import { db } from '../db'
import { CONSENT_SELECT, toConsentRecord, type ConsentRecord } from './consent-record'

export type ConsentOverview = {
  /** Every consent the person gave, newest first, ended ones included. */
  records: ConsentRecord[]
  /** The consents the platform asks for now: whether this person must give it, and whether they have. */
  current: { kind: string; version: string; required: boolean; given: boolean }[]
}

/**
 * The signed-in person's own consents (GET /api/v1/user/consents, the profile's list). Anyone may
 * give or withdraw the health-data consent for their own account, but only a patient's bookings
 * need it (`required`), since only patients' health information is processed (decision 028).
 */
export async function listConsents({ userId, role }: { userId: string; role: Role }): Promise<ConsentOverview> {
  const rows = await db.consent.findMany({ where: { userId }, orderBy: [{ givenAt: 'desc' }, { id: 'desc' }], select: CONSENT_SELECT })
  const records = rows.map(toConsentRecord)
  const given = records.some((record) => record.kind === HEALTH_DATA_CONSENT_KIND && record.version === HEALTH_DATA_CONSENT_VERSION && record.status === 'in-force')
  return { records, current: [{ kind: HEALTH_DATA_CONSENT_KIND, version: HEALTH_DATA_CONSENT_VERSION, required: role === 'Patient', given }] }
}
