'use client'

import { useRefreshingAction } from '@/components/forms/use-refreshing-action'
import { Button } from '@/components/ui/button'
import { MARKETING_EMAILS_CONSENT_KIND, MARKETING_EMAILS_CONSENT_VERSION, MARKETING_EMAILS_OFF, MARKETING_EMAILS_ON } from '@/lib/consent/marketing-emails-consent'
import { consentsRequest } from './consents-request'

/** Turns marketing emails on (gives the consent to the current text) or off (withdraws it). */
export function ConsentsMarketingSwitch({ isOn }: { isOn: boolean }) {
  const { run, isRunning, isRefreshing } = useRefreshingAction()
  const busy = isRunning || isRefreshing
  const toggle = () =>
    run(() => consentsRequest(isOn ? { withdraw: MARKETING_EMAILS_CONSENT_KIND } : { give: { kind: MARKETING_EMAILS_CONSENT_KIND, version: MARKETING_EMAILS_CONSENT_VERSION } }), {
      successText: isOn ? MARKETING_EMAILS_OFF : MARKETING_EMAILS_ON,
    })
  return (
    <Button variant={isOn ? 'secondary' : 'primary'} size="sm" className="w-full sm:w-auto" onClick={toggle} disabled={busy}>
      {busy ? 'Saving...' : isOn ? 'Turn off marketing emails' : 'Turn on marketing emails'}
    </Button>
  )
}
