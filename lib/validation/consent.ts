import { z } from './zod'
import { CONSENT_KINDS, CURRENT_CONSENT_VERSIONS, UNKNOWN_CONSENT_KIND, VERSION_NOT_CURRENT } from '@/lib/consent/health-data-consent'

/**
 * POST /api/v1/user/consents and the consent step's action: the kind and the version of the text the
 * person read. A version other than the kind's current one is refused (400), so nobody is recorded as
 * having accepted a text they were not shown.
 */
export const giveConsentSchema = z
  .object({
    kind: z.enum(CONSENT_KINDS, { error: UNKNOWN_CONSENT_KIND }),
    version: z.string({ error: VERSION_NOT_CURRENT }).trim(),
  })
  .refine((input) => input.version === CURRENT_CONSENT_VERSIONS[input.kind], { message: VERSION_NOT_CURRENT, path: ['version'] })
export type GiveConsentInput = z.input<typeof giveConsentSchema>

/** DELETE /api/v1/user/consents/{kind} and the profile's Withdraw: the kind (unknown kinds have nothing to withdraw). */
export const withdrawConsentSchema = z.object({ kind: z.string().trim().max(40) })
