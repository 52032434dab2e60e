'use client'

import { useEffect, useRef, type RefObject } from 'react'
import { useShowModal } from './use-show-modal'

/**
 * Opens and closes a native <dialog> as a modal with the `isOpen` state: the browser keeps focus
 * inside and makes the page behind inert, page scrolling is locked while it is open, and it closes
 * (through `close`) when the window grows past `closeWhenMatches`, where the control that opened it
 * is hidden and an invisible modal would trap the user.
 */
export function useModalDialog(dialogRef: RefObject<HTMLDialogElement | null>, isOpen: boolean, close: () => void, closeWhenMatches: string) {
  const closeRef = useRef(close)
  useEffect(() => {
    closeRef.current = close
  })

  useShowModal(dialogRef, isOpen)

  useEffect(() => {
    if (!isOpen) return
    document.body.dataset.scrollLocked = ''
    const wide = window.matchMedia(closeWhenMatches)
    const onWide = (event: MediaQueryListEvent) => event.matches && closeRef.current()
    wide.addEventListener('change', onWide)
    return () => {
      wide.removeEventListener('change', onWide)
      delete document.body.dataset.scrollLocked
    }
  }, [isOpen, closeWhenMatches])
}
