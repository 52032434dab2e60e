'use client'

import { useEffect, type RefObject } from 'react'

/**
 * Keeps a native <dialog> shown as a modal exactly while `isOpen` is true and its page is on screen.
 *
 * The cleanup matters as much as the opening: with cacheComponents, Next keeps the previous page
 * mounted but hidden (React <Activity>, display: none) after a navigation and runs effect cleanups.
 * A modal left open there stays in the top layer and makes the whole new page inert (nothing can be
 * clicked, Tab stays on the body). Closing in the cleanup closes it on navigation and unmount alike;
 * the dialog's `close` event then tells the owner, whose state follows.
 */
export function useShowModal(dialogRef: RefObject<HTMLDialogElement | null>, isOpen: boolean) {
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog || !isOpen) return
    if (!dialog.open) dialog.showModal() // focuses the first control inside
    return () => {
      if (dialog.open) dialog.close()
    }
  }, [dialogRef, isOpen])
}
