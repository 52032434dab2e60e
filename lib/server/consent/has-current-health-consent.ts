import 'server-only'
import { HEALTH_DATA_CONSENT_KIND, HEALTH_DATA_CONSENT_VERSION } from '@/lib/consent/health-data-consent'
import { db, type Prisma } from '../db'

type Reader = Pick<Prisma.TransactionClient, 'consent'>

/**
 * Whether the patient's consent to the use of their health information is in force for the text's
 * current version: given, not withdrawn, and not for an older version of the text (decision 028).
 * The one question every module asks before it starts processing a patient's health information
 * (the hold of a new booking; reading intake answers). Server-only.
 */
export async function hasCurrentHealthConsent(patientId: string, client: Reader = db): Promise<boolean> {
  const inForce = await client.consent.findFirst({
    where: { userId: patientId, kind: HEALTH_DATA_CONSENT_KIND, version: HEALTH_DATA_CONSENT_VERSION, withdrawnAt: null, replacedAt: null },
    select: { id: true },
  })
  return inForce !== null
}
