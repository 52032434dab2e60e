import 'server-only'
import { HEALTH_DATA_CONSENT_KIND, HEALTH_DATA_CONSENT_VERSION } from '@/lib/consent/health-data-consent'
import { db, Prisma } from '../db'

type Reader = Pick<Prisma.TransactionClient, 'consent'>

/**
 * Where the patient stands with the health-data consent: `current` (given for the text's current
 * version and neither withdrawn nor replaced), `older-version` (accepted an earlier text: asked again,
 * saying it changed) or `none` (never given, or withdrawn). Decision 028.
 */
export async function healthConsentStanding(patientId: string, client: Reader = db): Promise<'current' | 'older-version' | 'none'> {
  const inForce = await client.consent.findFirst({ where: { userId: patientId, kind: HEALTH_DATA_CONSENT_KIND, withdrawnAt: null, replacedAt: null }, select: { version: true } })
  if (!inForce) return 'none'
  return inForce.version === HEALTH_DATA_CONSENT_VERSION ? 'current' : 'older-version'
}

/**
 * The same question inside a larger SQL read (the hold asks it with its other first questions in one
 * statement, decision 048): true when the consent in force is for the current text.
 */
export function currentHealthConsentSql(patientId: string): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM "Consent" c WHERE c."userId" = ${patientId}::uuid AND c.kind = ${HEALTH_DATA_CONSENT_KIND}
    AND c."withdrawnAt" IS NULL AND c."replacedAt" IS NULL AND c.version = ${HEALTH_DATA_CONSENT_VERSION})`
}

/**
 * Whether the patient's consent to the use of their health information is in force for the text's
 * current version. The one question every module asks before it starts processing a patient's health
 * information (the hold of a new booking; reading intake answers). Server-only.
 */
export async function hasCurrentHealthConsent(patientId: string, client: Reader = db): Promise<boolean> {
  return (await healthConsentStanding(patientId, client)) === 'current'
}
