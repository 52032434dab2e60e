'use client'

import { useLayoutEffect, useRef, type ReactNode } from 'react'

/**
 * The page's one <main id="main"> (the skip link's target). With cacheComponents, Next keeps the
 * last pages' layouts mounted but hidden after a navigation, so a second, hidden <main id="main">
 * would stay in the document: a duplicate id, and a second main for anything that counts the DOM.
 * A hidden layout runs its effect cleanups, so the hidden copy gives up its id and its landmark
 * role there, and takes them back when it is shown again.
 */
export function MainLandmark({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const main = ref.current
    if (!main) return
    main.id = 'main'
    main.removeAttribute('role')
    return () => {
      main.removeAttribute('id')
      main.setAttribute('role', 'none')
    }
  }, [])
  return (
    <main ref={ref} id="main" tabIndex={-1} className={className}>
      {children}
    </main>
  )
}
