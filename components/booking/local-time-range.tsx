'use client'

import { useBrowserTimeZone } from './use-browser-time-zone'
import { localTimeBeside } from '@/lib/time'

/** "(11:00 AM - 01:00 PM your time)" under a Lagos time range, only when the visitor's clock differs. */
export function LocalTimeRange({ date, startHour, endHour }: { date: string; startHour: number; endHour: number }) {
  const timeZone = useBrowserTimeZone()
  const from = localTimeBeside(date, startHour, timeZone)
  const to = localTimeBeside(date, endHour, timeZone)
  if (!from || !to) return null
  return (
    <span className="mt-0.5 block text-xs font-normal text-ink-muted">
      ({from} - {to} your time)
    </span>
  )
}
