import 'server-only'
import { HEALTH_DATA_CONSENT_KIND, HEALTH_DATA_CONSENT_VERSION } from '@/lib/consent/health-data-consent'
import { db } from '../db'

/**
 * Where the patient stands with the health-data consent, for the booking's consent step: `current`
 * (nothing to ask), `older-version` (accepted an earlier text: asked again, saying it changed) or
 * `none` (never given, or withdrawn). hasCurrentHealthConsent answers the same question as a yes or no.
 */
export async function healthConsentStanding(patientId: string): Promise<'current' | 'older-version' | 'none'> {
  const inForce = await db.consent.findFirst({ where: { userId: patientId, kind: HEALTH_DATA_CONSENT_KIND, withdrawnAt: null, replacedAt: null }, select: { version: true } })
  if (!inForce) return 'none'
  return inForce.version === HEALTH_DATA_CONSENT_VERSION ? 'current' : 'older-version'
}
