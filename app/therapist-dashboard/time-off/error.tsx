'use client'

import { RouteError, type ErrorProps } from '@/components/layout/route-error'

/** The time off could not be loaded. */
export default function TimeOffError(props: ErrorProps) {
  return <RouteError {...props} look="notice" title="Failed to load your time off" back={{ href: '/therapist-dashboard/availability', label: 'Availability' }} />
}
