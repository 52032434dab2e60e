'use client'

import { startTransition, useEffect, useState, type ComponentType } from 'react'
import type { ServerAction } from '@/lib/action-result'
import type { SessionModeName } from '@/lib/session-modes'
import type { WaitlistEntry } from '@/lib/server/waitlist/waitlist-entry-dto'
import { AvailabilityLoading, BookingFrame } from './booking-frame'

export type LazyBookingWidgetProps = {
  therapistId: string
  therapistName: string
  feeKobo: number
  sessionModes?: readonly SessionModeName[]
  /** The page's Join the waitlist action. */
  joinWaitlistAction: ServerAction<{ therapistId: string; date: string | null }, WaitlistEntry>
}

type Widget = ComponentType<LazyBookingWidgetProps>

let widget: Promise<Widget> | null = null

function loadWidget(): Promise<Widget> {
  widget ??= import('./booking-choices-with-waitlist').then(
    (module) => module.BookingChoicesWithWaitlist,
    (error: unknown) => {
      // A failed fetch (a dropped connection) is tried again on the next interaction.
      widget = null
      throw error
    },
  )
  return widget
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const

/**
 * The booking widget on a therapist's page, without its code in the page's first load: the page shows
 * the widget's own loading box (the same one it shows while the free hours arrive, so nothing moves)
 * and fetches the widget, the waitlist form and their validation once the browser is idle, or at once
 * when the person touches, scrolls or types.
 */
export function LazyBookingWidget(props: LazyBookingWidgetProps) {
  const [Loaded, setLoaded] = useState<Widget | null>(null)

  useEffect(() => {
    let isMounted = true
    const load = () => {
      loadWidget().then(
        // A transition: React renders the widget in slices of a few milliseconds, so showing it never
        // holds up a tap on the page (a phone's main thread is the scarce thing here).
        (component) => isMounted && startTransition(() => setLoaded(() => component)),
        () => {},
      )
    }
    // Safari has no requestIdleCallback.
    const hasIdle = typeof window.requestIdleCallback === 'function'
    const handle = hasIdle ? window.requestIdleCallback(load, { timeout: 2000 }) : window.setTimeout(load, 200)
    for (const event of INTERACTIONS) window.addEventListener(event, load, { passive: true, once: true })
    return () => {
      isMounted = false
      if (hasIdle) window.cancelIdleCallback(handle)
      else window.clearTimeout(handle)
      for (const event of INTERACTIONS) window.removeEventListener(event, load)
    }
  }, [])

  return <BookingFrame>{Loaded ? <Loaded {...props} /> : <AvailabilityLoading />}</BookingFrame>
}
