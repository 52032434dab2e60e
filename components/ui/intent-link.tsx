'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps, FocusEvent, PointerEvent } from 'react'

type Props = Omit<ComponentProps<typeof Link>, 'prefetch' | 'href'> & { href: string }

/** A mouse resting on a link on a device that hovers; a phone's tap also sends pointer events. */
function isHoverIntent(event: PointerEvent<HTMLAnchorElement>): boolean {
  return event.pointerType === 'mouse' && window.matchMedia('(hover: hover)').matches
}

/**
 * A link whose page is fetched ahead only once the person shows they may open it (a mouse over it,
 * keyboard focus), not whenever it scrolls into view. For links that are rarely opened from where
 * they are (the footer, the logo, a directory card): on metered mobile data a page should not pay for
 * every page it merely shows a link to. A phone fetches nothing ahead: a finger's touch comes a
 * moment before the tap, the tap's navigation did not wait for that fetch and fetched the page again
 * (issue 24's walk). The page still opens as a client-side navigation.
 */
export function IntentLink({ href, onPointerEnter, onFocus, ...props }: Props) {
  const router = useRouter()
  const prefetch = () => router.prefetch(href)
  return (
    <Link
      href={href}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        if (isHoverIntent(event)) prefetch()
        onPointerEnter?.(event)
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        // Keyboard focus only: a tap or a click focuses the link just before it navigates.
        if (event.currentTarget.matches(':focus-visible')) prefetch()
        onFocus?.(event)
      }}
      {...props}
    />
  )
}
