'use client'

import { RouteError, type ErrorProps } from '@/components/layout/route-error'

export default function OutboxError(props: ErrorProps) {
  return <RouteError {...props} look="notice" title="Failed to load the outbox" back={{ href: '/admin', label: 'Admin Dashboard' }} />
}
