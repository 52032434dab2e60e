'use client'

import { RouteError, type ErrorProps } from '@/components/layout/route-error'

export default function EditBlogPostError(props: ErrorProps) {
  return <RouteError {...props} look="notice" title="Failed to load the post" back={{ href: '/admin', label: 'Admin Dashboard' }} />
}
