'use client'

import { RouteError, type ErrorProps } from '@/components/layout/route-error'

/** The payout account could not be loaded. */
export default function PayoutAccountError(props: ErrorProps) {
  return <RouteError {...props} look="notice" title="Failed to load your payout account" back={{ href: '/therapist-dashboard/earnings', label: 'Earnings' }} />
}
