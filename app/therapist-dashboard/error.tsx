'use client'

import { RouteError, type ErrorProps } from '@/components/layout/route-error'

/** An unexpected failure inside the dashboard: the frame (header, sidebar) stays, with a way on. */
export default function TherapistDashboardError(props: ErrorProps) {
  return <RouteError {...props} look="area" back={{ href: '/therapist-dashboard', label: 'Back to Dashboard' }} />
}
