import 'server-only'
import { CONSENT_KINDS, CURRENT_CONSENT_VERSIONS, HEALTH_DATA_CONSENT_KIND } from '@/lib/consent/health-data-consent'
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
  const current = CONSENT_KINDS.map((kind) => {
    const version = CURRENT_CONSENT_VERSIONS[kind]
    const given = records.some((record) => record.kind === kind && record.version === version && record.status === 'in-force')
    // Marketing emails are never required: they are off unless the person turns them on (decision 042).
    return { kind, version, required: kind === HEALTH_DATA_CONSENT_KIND && role === 'Patient', given }
  })
  return { records, current }
}
