'use client'

import { RouteError, type ErrorProps } from '@/components/layout/route-error'

/** An unexpected failure inside the admin area: the frame (header, sidebar) stays, with a way on. */
export default function AdminError(props: ErrorProps) {
  return <RouteError {...props} look="area" back={{ href: '/admin', label: 'Back to Admin Dashboard' }} />
}
