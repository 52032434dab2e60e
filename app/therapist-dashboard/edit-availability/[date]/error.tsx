'use client'

import { RouteError, type ErrorProps } from '@/components/layout/route-error'
import { FAILED_TO_LOAD_ONE } from '@/lib/validation/availability'

/** The availability could not be loaded. */
export default function EditAvailabilityError(props: ErrorProps) {
  return <RouteError {...props} look="notice" title={FAILED_TO_LOAD_ONE} back={{ href: '/therapist-dashboard/availability', label: 'Back to Availability' }} />
}
