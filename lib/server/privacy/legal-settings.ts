import 'server-only'
import { cacheLife } from 'next/cache'
import type { CancellationPolicy } from '@/lib/appointments/cancellation-policy'
import { PUBLIC_CACHE_LIFE } from '../cache/public-cache'
import { currentCancellationPolicy } from '../cancellations/current-policy'
import { config } from '../config'

export type LegalSettings = {
  dpoEmail: string
  cancellationPolicy: CancellationPolicy
  commissionPercent: number
  payoutMinimumNaira: number
}

/**
 * The settings /privacy and /terms state (the DPO's address, the cancellation policy, the commission,
 * the payout minimum), read through the public cache: the pages stay prerendered HTML, and a changed
 * setting shows within PUBLIC_CACHE_LIFE once an instance runs with it (the entry is rebuilt at run time).
 */
export async function getLegalSettings(): Promise<LegalSettings> {
  'use cache'
  cacheLife(PUBLIC_CACHE_LIFE)
  const settings = config()
  return {
    dpoEmail: settings.DPO_EMAIL,
    cancellationPolicy: currentCancellationPolicy(),
    commissionPercent: settings.PLATFORM_COMMISSION_PERCENT,
    payoutMinimumNaira: settings.PAYOUT_MINIMUM_NAIRA,
  }
}
