'use client'

import { RouteError, type ErrorProps } from '@/components/layout/route-error'
import { FAILED_TO_LOAD_LIST } from '@/lib/validation/availability'

/** The list could not be loaded. */
export default function AvailabilityError(props: ErrorProps) {
  return <RouteError {...props} look="notice" title={FAILED_TO_LOAD_LIST} back={{ href: '/therapist-dashboard', label: 'Dashboard' }} />
}
