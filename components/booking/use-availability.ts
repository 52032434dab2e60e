'use client'

import { startTransition, useCallback, useEffect, useState } from 'react'
import type { AvailabilityDay } from '@/lib/booking/slot-choices'

export type AvailabilityState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  /** `at`: when the answer arrived, to drop hours that start before it (lib/booking/slot-choices.ts). */
  | { kind: 'ready'; days: AvailabilityDay[]; at: Date }

/**
 * A therapist's free hours, asked from the browser: the therapist's page is cached HTML for every
 * visitor (decision 008), while free hours change with every booking. Asked again each time the page
 * is shown (Next keeps a page mounted but hidden after navigating away; its effects run again on
 * return), so coming back from a failed payment shows the released time.
 */
export function useAvailability(therapistId: string): { state: AvailabilityState; reload: () => void } {
  const [state, setState] = useState<AvailabilityState>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    fetch(`/api/v1/user/user-view-availability/${encodeURIComponent(therapistId)}`, { cache: 'no-store', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`availability answered ${response.status}`)
        const body = (await response.json()) as { data?: AvailabilityDay[] }
        const ready = { kind: 'ready' as const, days: Array.isArray(body.data) ? body.data : [], at: new Date() }
        // The free hours' chips render in a transition: in slices, not one long task on a slow phone.
        startTransition(() => setState(ready))
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        // This call's failures are logged; the widget offers a retry rather than nothing.
        console.error('Failed to fetch availability.', error)
        setState({ kind: 'failed' })
      })
    return () => controller.abort()
  }, [therapistId, attempt])

  const reload = useCallback(() => {
    setState({ kind: 'loading' })
    setAttempt((n) => n + 1)
  }, [])

  return { state, reload }
}
