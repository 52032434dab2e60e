'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * The page scrolls to the top on every navigation. Not on the first load (the browser
 * restores its own position there) and not when the new URL points at an #anchor.
 */
export function ScrollToTop() {
  const pathname = usePathname()
  const previous = useRef(pathname)

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    if (window.location.hash) return
    // 'instant': globals.css sets smooth scrolling for in-page links; a new page should not glide.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])

  return null
}
