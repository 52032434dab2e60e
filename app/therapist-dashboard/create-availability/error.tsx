'use client'

import { RouteError, type ErrorProps } from '@/components/layout/route-error'
import { FAILED_TO_LOAD_ONE } from '@/lib/validation/availability'

/** The planner could not load the days already set. */
export default function CreateAvailabilityError(props: ErrorProps) {
  return <RouteError {...props} look="notice" title={`${FAILED_TO_LOAD_ONE} Please refresh the page.`} back={{ href: '/therapist-dashboard/availability', label: 'Back to Availability' }} />
}
