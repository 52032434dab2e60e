'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps, FocusEvent, PointerEvent, TouchEvent } from 'react'

type Props = Omit<ComponentProps<typeof Link>, 'prefetch' | 'href'> & { href: string }

/**
 * A link whose page is fetched ahead only once the person shows they may open it (a pointer over
 * it, a finger on it, keyboard focus), not whenever it scrolls into view. For links that are rarely
 * opened from where they are (the footer, the logo): on metered mobile data a page should not pay
 * for every page it merely shows a link to. The page still opens as a client-side navigation.
 */
export function IntentLink({ href, onPointerEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useRouter()
  const prefetch = () => router.prefetch(href)
  return (
    <Link
      href={href}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        prefetch()
        onPointerEnter?.(event)
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetch()
        onTouchStart?.(event)
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch()
        onFocus?.(event)
      }}
      {...props}
    />
  )
}
