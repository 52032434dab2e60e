'use client'

import type { ExternalToast } from 'sonner'

/*
 * Notices without putting the toast library in every page's first load: sonner is
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

/** Error notices still on screen: a success means they are out of date. */
const openErrors = new Set<string | number>()

async function show(kind: 'success' | 'error', message: string, options?: ExternalToast) {
  const [{ toast }] = await Promise.all([loadSonner(), toasterReady])
  if (kind === 'success') {
    // "Please fill all fields" beside "Post created" reads as if both were true: the success ends
    // the earlier errors.
    for (const id of openErrors) toast.dismiss(id)
    openErrors.clear()
    toast.success(message, options)
    return
  }
  // The same error twice shows once (a second click on a form that still has the problem).
  const id = options?.id ?? `error:${message}`
  openErrors.add(id)
  toast.error(message, { ...options, id, onDismiss: () => openErrors.delete(id), onAutoClose: () => openErrors.delete(id) })
}

export const notify = {
  success: (message: string, options?: ExternalToast) => void show('success', message, options),
  error: (message: string, options?: ExternalToast) => void show('error', message, options),
}
