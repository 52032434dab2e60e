'use client'

import { useEffect, useState, type ComponentType } from 'react'
import type { ToasterProps } from 'sonner'
import { loadSonner, toasterIsReady } from './notify'

const TOASTER_OFFSET = { top: 80, right: 24 }
const TOASTER_MOBILE_OFFSET = { top: 76, right: 16, left: 16 }

/** Spec 9: top-right, 5 s, pause on hover and blur, swipe to dismiss, Alt+T focuses. Loaded after the page. */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null)

  useEffect(() => {
    let isMounted = true
    const load = () => void loadSonner().then((module) => isMounted && setToaster(() => module.Toaster))
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

  // Below the headers (about 65 px), so a notice never covers Account, Profile or Logout.
  return Toaster ? <Toaster position="top-right" duration={5000} richColors closeButton offset={TOASTER_OFFSET} mobileOffset={TOASTER_MOBILE_OFFSET} /> : null
}
