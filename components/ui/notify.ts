'use client'

import type { ExternalToast } from 'sonner'

/*
 * Notices (spec 8, 9) without putting the toast library in every page's first load: sonner is
 * fetched once the page is idle (see LazyToaster), and a notice raised before that waits for it.
 */
type Sonner = typeof import('sonner')

let sonner: Promise<Sonner> | null = null
let markToasterReady: () => void = () => {}
const toasterReady = new Promise<void>((resolve) => {
  markToasterReady = resolve
})

export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner')
  return sonner
}

/** Called by LazyToaster once the Toaster is on the page and listening. */
export function toasterIsReady() {
  markToasterReady()
}

async function show(kind: 'success' | 'error', message: string, options?: ExternalToast) {
  const [{ toast }] = await Promise.all([loadSonner(), toasterReady])
  toast[kind](message, options)
}

export const notify = {
  success: (message: string, options?: ExternalToast) => void show('success', message, options),
  error: (message: string, options?: ExternalToast) => void show('error', message, options),
}
