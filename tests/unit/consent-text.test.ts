import { describe, expect, it } from 'vitest'
import { HEALTH_DATA_CONSENT_KIND, HEALTH_DATA_CONSENT_TEXT, HEALTH_DATA_CONSENT_VERSION, HEALTH_DATA_WITHDRAWAL_EFFECTS } from '@/lib/consent/health-data-consent'
import { giveConsentSchema } from '@/lib/validation/consent'

describe('the health-data consent', () => {
  it('has a text, a dated version and the effects of withdrawal in one module', () => {
    expect(HEALTH_DATA_CONSENT_TEXT.length).toBeGreaterThan(0)
    expect(HEALTH_DATA_CONSENT_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(HEALTH_DATA_WITHDRAWAL_EFFECTS.join(' ')).toMatch(/intake/)
  })

  it('accepts only the health-data kind at the current version', () => {
    expect(giveConsentSchema.safeParse({ kind: HEALTH_DATA_CONSENT_KIND, version: HEALTH_DATA_CONSENT_VERSION }).success).toBe(true)
    expect(giveConsentSchema.safeParse({ kind: HEALTH_DATA_CONSENT_KIND, version: '2000-01-01' }).success).toBe(false)
    expect(giveConsentSchema.safeParse({ kind: 'marketing', version: HEALTH_DATA_CONSENT_VERSION }).success).toBe(false)
    expect(giveConsentSchema.safeParse({ kind: HEALTH_DATA_CONSENT_KIND }).success).toBe(false)
  })
})
