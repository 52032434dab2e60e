'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** The server renders of this page this browser tab has already shown. */
const shownRenders = new Set<string>()

/**
 * Makes sure a page whose truth changes behind it (the confirmation page, once the draft is paid) is
 * never shown from a stale copy. Browser Back does not ask the server again: Next shows the page kept
 * hidden in its back/forward cache (or rebuilds it from the payload it fetched before), and the
 * browser may restore the whole document from its own bfcache. Each server render carries a fresh
 * `renderId`; a render shown a second time is a restored copy, so the page is fetched again at once.
 */
export function RefreshIfRestored({ renderId }: { renderId: string }) {
  const router = useRouter()
  useEffect(() => {
    if (shownRenders.has(renderId)) router.refresh()
    else shownRenders.add(renderId)
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) router.refresh()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [renderId, router])
  return null
}
