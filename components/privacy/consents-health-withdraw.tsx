'use client'

import { WithdrawConsentButton } from '@/components/consent/withdraw-consent-button'
import { consentsRequest } from './consents-request'

const withdraw = (kind: string) => consentsRequest({ withdraw: kind })

/** The profile's Withdraw consent, with its dialog of what withdrawing means, through the consents API. */
export function ConsentsHealthWithdraw() {
  return <WithdrawConsentButton action={withdraw} />
}
