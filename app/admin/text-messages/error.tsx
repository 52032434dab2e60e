'use client'

import { RouteError, type ErrorProps } from '@/components/layout/route-error'

export default function TextMessagesError(props: ErrorProps) {
  return <RouteError {...props} look="notice" title="Failed to load the text messages" back={{ href: '/admin', label: 'Admin Dashboard' }} />
}
