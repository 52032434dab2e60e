'use client'

import { useSyncExternalStore } from 'react'
import type { AccountSummary } from '@/lib/account/nav-account'

/**
 * The signed-in account as the browser knows it. Public pages are the same cached HTML for every
 * visitor, so the per-user parts (header links, hero button, comment form) read this store instead.
 * `undefined` means "not known yet"; null means a visitor.
 */
type AccountState = AccountSummary | null | undefined

let state: AccountState = undefined
let inFlight: Promise<void> | null = null
const listeners = new Set<() => void>()

function setState(next: AccountState) {
  state = next
  for (const listener of listeners) listener()
}

async function load(): Promise<void> {
  try {
    const response = await fetch('/api/v1/user/session-account', { credentials: 'same-origin', cache: 'no-store' })
    const body = (await response.json()) as { data?: AccountSummary | null }
    setState(response.ok ? (body.data ?? null) : null)
  } catch {
    // Offline or the server is down: show the visitor's view rather than spin for ever.
    setState(null)
  }
}

/** Asks the server again (after login, logout or registration); resolves to the account it now knows. */
export function refreshAccount(): Promise<AccountSummary | null> {
  inFlight = load().finally(() => {
    inFlight = null
  })
  return inFlight.then(() => state ?? null)
}

/** What the browser knows now, without asking: undefined until the first answer. */
export function knownAccount(): AccountState {
  return state
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (state === undefined && !inFlight) void refreshAccount()
  return () => listeners.delete(listener)
}

/** The signed-in account: undefined while loading, null for a visitor. */
export function useAccount(): AccountState {
  // On the server (and during hydration) the account is unknown: cached HTML never holds it.
  return useSyncExternalStore(subscribe, () => state, () => undefined)
}
