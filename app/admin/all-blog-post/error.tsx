'use client'

import { RouteError, type ErrorProps } from '@/components/layout/route-error'

export default function AllBlogPostError(props: ErrorProps) {
  return <RouteError {...props} look="notice" title="Failed to load the blog posts" back={{ href: '/admin', label: 'Admin Dashboard' }} />
}
