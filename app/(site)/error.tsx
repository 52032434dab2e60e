'use client'

import { RouteError, type ErrorProps } from '@/components/layout/route-error'

/** Any unexpected failure inside the public shell: say so gently and offer a way on. */
export default function SiteError(props: ErrorProps) {
  return <RouteError {...props} look="page" back={{ href: '/', label: 'Back Home' }} />
}
