import { HEALTH_DATA_CONSENT_TEXT, HEALTH_DATA_CONSENT_VERSION } from '@/lib/consent/health-data-consent'

/** The health-data consent's text and its version, as the patient reads it before accepting. */
export function ConsentText() {
  return (
    <div className="space-y-3 text-sm leading-relaxed text-ink">
      {HEALTH_DATA_CONSENT_TEXT.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p className="text-xs text-ink-muted">Version {HEALTH_DATA_CONSENT_VERSION}</p>
    </div>
  )
}
