'use client'

import { startTransition, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react'
import type { ToasterProps } from 'sonner'
import { loadSonner, toasterIsReady } from './notify'

// Desktop: top-right, below the headers (about 65 px) so Account, Profile and Logout stay
// free. Phones (sonner's own breakpoint, 600 px): at the bottom, where a notice covers neither the
// header nor the menu under it, and the thumb can swipe it away.
const TOASTER_OFFSET = { top: 80, right: 24 }
const TOASTER_MOBILE_OFFSET = { bottom: 16, right: 16, left: 16 }
const PHONE = '(max-width: 600px)'

/** Top-right (at the bottom on phones), 5 s, pause on hover and blur, swipe to dismiss, Alt+T focuses. Loaded after the page. */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null)

  useEffect(() => {
    let isMounted = true
    // Mounted in a transition: in slices, never one long task after the page has loaded.
    const load = () => void loadSonner().then((module) => isMounted && startTransition(() => setToaster(() => module.Toaster)))
    // Wait until the browser is idle: the notices are never needed for the first paint.
    // Safari has no requestIdleCallback.
    const hasIdle = typeof window.requestIdleCallback === 'function'
    const handle = hasIdle ? window.requestIdleCallback(load, { timeout: 2000 }) : window.setTimeout(load, 200)
    return () => {
      isMounted = false
      if (hasIdle) window.cancelIdleCallback(handle)
      else window.clearTimeout(handle)
    }
  }, [])

  useEffect(() => {
    if (Toaster) toasterIsReady()
  }, [Toaster])

  const isPhone = useMediaQuery(PHONE)
  return Toaster ? (
    <Toaster position={isPhone ? 'bottom-center' : 'top-right'} duration={5000} richColors closeButton offset={TOASTER_OFFSET} mobileOffset={TOASTER_MOBILE_OFFSET} />
  ) : null
}

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
