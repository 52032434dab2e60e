'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useRefreshingAction } from '@/components/forms/use-refreshing-action'
import { PolicyLink } from '@/components/legal/policy-link'
import { Button } from '@/components/ui/button'
import type { ServerAction } from '@/lib/action-result'
import { CONSENT_GIVEN, HEALTH_DATA_CONSENT_AGREE, HEALTH_DATA_CONSENT_KIND, HEALTH_DATA_CONSENT_TITLE, HEALTH_DATA_CONSENT_VERSION } from '@/lib/consent/health-data-consent'
import type { GiveConsentInput } from '@/lib/validation/consent'
import { ConsentText } from './consent-text'

type Props = {
  action: ServerAction<GiveConsentInput>
  /** Shown when the patient accepted an earlier version of the text. */
  isNewVersion: boolean
  /** The payment step, shown in this step's place once the consent is recorded. */
  children: ReactNode
}

/**
 * The booking's consent step, before Make Payment: the text, a box to tick and Accept and continue.
 * The page sends the payment step with it, shown once the consent is recorded: no second render of
 * the page (a refresh fetched the whole page again, about 15 KB on a phone's data, issue 24). The
 * hold refuses without a current consent all the same.
 */
export function HealthConsentStep({ action, isNewVersion, children }: Props) {
  const [agreed, setAgreed] = useState(false)
  const { run, isRunning } = useRefreshingAction()
  const [given, setGiven] = useState(false)
  const headingId = useId()
  const paymentStep = useRef<HTMLDivElement>(null)
  // The button that had the focus is gone and the step above it was taller: bring the person to
  // what replaced it (focusing scrolls it into view, and a screen reader reads it).
  useEffect(() => {
    if (given) paymentStep.current?.focus()
  }, [given])

  // The payment step came with this one: shown in its place, no second render of the page.
  const accept = () =>
    run(() => action({ kind: HEALTH_DATA_CONSENT_KIND, version: HEALTH_DATA_CONSENT_VERSION }), { successText: CONSENT_GIVEN, done: () => setGiven(true), refresh: false })

  if (given)
    return (
      <div ref={paymentStep} tabIndex={-1} className="scroll-mt-24 focus:outline-none">
        {children}
      </div>
    )
  return (
    <section aria-labelledby={headingId} data-testid="consent-step" className="mt-6 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="font-sans text-lg font-semibold text-ink">
        {HEALTH_DATA_CONSENT_TITLE}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {isNewVersion ? 'We have updated this text since you last accepted it. Please read it before you book.' : 'Before you book, please read how your health information is used.'}
      </p>
      <div className="mt-4">
        <ConsentText />
      </div>
      <p className="mt-3 text-sm text-ink-muted">
        More about how Alafia handles your information, and your rights, is in our{' '}
        <PolicyLink href="/privacy">Privacy notice</PolicyLink>
        .
      </p>
      <label className="mt-5 flex items-start gap-3 text-sm font-medium text-ink">
        <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand-700" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <span>{HEALTH_DATA_CONSENT_AGREE}</span>
      </label>
      <div className="mt-5 flex justify-end">
        <Button size="lg" className="w-full sm:w-auto" onClick={accept} disabled={!agreed || isRunning}>
          {isRunning ? 'Saving...' : 'Accept and continue'}
        </Button>
      </div>
    </section>
  )
}
