import Link from 'next/link'
import { connection } from 'next/server'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { HEALTH_DATA_CONSENT_TITLE } from '@/lib/consent/health-data-consent'
import { MARKETING_EMAILS_TEXT, MARKETING_EMAILS_TITLE } from '@/lib/consent/marketing-emails-consent'
import type { Role } from '@/lib/roles'
import { viewConsentsAndPreferences, type ConsentLine } from '@/lib/server/privacy/consents/view-consents-and-preferences'
import { formatLagosDateTime } from '@/lib/time'
import { ConsentsHealthWithdraw } from './consents-health-withdraw'
import { ConsentsMarketingSwitch } from './consents-marketing-switch'

/** When a consent was given or withdrawn, in words. */
function consentWhen(line: ConsentLine, never: string): string {
  if (line.isOn && line.givenAt) return `Given on ${formatLagosDateTime(line.givenAt)}.`
  if (line.withdrawnAt) return `Withdrawn on ${formatLagosDateTime(line.withdrawnAt)}.`
  return never
}

const onOff = (isOn: boolean) => (isOn ? 'on' : 'off')

/**
 * The privacy centre's consents and preferences, in one place (decision 042): the health-data consent
 * (patients), marketing emails (off unless turned on) and the reminder channels, each saying when it
 * was given, withdrawn or last changed. `user` must be the session's user (the page passes it).
 */
export async function ConsentsAndPreferences({ user }: { user: { id: string; role: Role } }) {
  await connection()
  const { healthData, marketingEmails, reminders } = await viewConsentsAndPreferences({ userId: user.id, role: user.role })
  const profileHref = user.role === 'Therapist' ? '/therapist-profile' : '/patient-profile'
  return (
    <section aria-labelledby="consents-heading" className="space-y-4" data-testid="consents-and-preferences">
      <div>
        <h2 id="consents-heading" className="text-2xl font-semibold">
          Consents and preferences
        </h2>
        <p className="mt-1 text-ink-muted">What you agree to and how we contact you. Change any of them at any time.</p>
      </div>
      <ul className="space-y-3">
        {healthData && (
          <ConsentItem
            testId="consent-health-data"
            title={HEALTH_DATA_CONSENT_TITLE}
            isOn={healthData.isOn}
            detail={
              healthData.isOn && !healthData.isCurrentVersion
                ? `Given on ${formatLagosDateTime(healthData.givenAt ?? '')} for an earlier text: you will be asked to accept the new one before you book.`
                : consentWhen(healthData, 'Not given yet. You will be asked for it before you book a session.')
            }
            action={healthData.isOn ? <ConsentsHealthWithdraw /> : null}
          />
        )}
        <ConsentItem
          testId="consent-marketing-emails"
          title={MARKETING_EMAILS_TITLE}
          isOn={marketingEmails.isOn}
          description={MARKETING_EMAILS_TEXT}
          detail={consentWhen(marketingEmails, 'Off: you have never turned them on.')}
          action={<ConsentsMarketingSwitch isOn={marketingEmails.isOn} />}
        />
        <ConsentItem
          testId="consent-reminders"
          title="Session reminders"
          description={`Email ${onOff(reminders.email)}, SMS ${onOff(reminders.sms)}, WhatsApp ${onOff(reminders.whatsapp)}.`}
          detail={reminders.changedAt ? `Last changed on ${formatLagosDateTime(reminders.changedAt)}.` : 'As set when you joined: you have not changed them.'}
          action={
            <Link href={`${profileHref}#notification-settings-heading`} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
              Change reminder settings
            </Link>
          }
        />
      </ul>
    </section>
  )
}

function ConsentItem({ testId, title, isOn, description, detail, action }: { testId: string; title: string; isOn?: boolean; description?: string; detail: string; action: ReactNode }) {
  return (
    <li data-testid={testId} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            {title}
            {isOn !== undefined && <Badge tone={isOn ? 'success' : 'neutral'}>{isOn ? 'On' : 'Off'}</Badge>}
          </p>
          {description && <p className="mt-1 text-sm text-ink">{description}</p>}
          <p className="mt-1 text-sm text-ink-muted">{detail}</p>
        </div>
        {action && <div className="shrink-0">{action}</div>}
      </div>
    </li>
  )
}
