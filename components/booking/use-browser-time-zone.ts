'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || null

/** The visitor's IANA time zone; null on the server and during hydration (the cached HTML has none). */
export function useBrowserTimeZone(): string | null {
  return useSyncExternalStore(subscribe, browserTimeZone, () => null)
}
