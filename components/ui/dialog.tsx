'use client'

import { useId, useRef, type ReactNode } from 'react'
import { cn } from './cn'
import { useShowModal } from './use-show-modal'

type DialogProps = { open: boolean; onClose: () => void; title: string; children: ReactNode; className?: string }

/**
 * A modal dialog on the native <dialog> element: the browser traps focus inside, Escape closes it,
 * and focus goes back to the element that opened it. It closes itself when its page is left (a link
 * inside it, or any navigation), so the next page is never covered by an invisible modal.
 */
export function Dialog({ open, onClose, title, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useShowModal(ref, open)

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => event.target === ref.current && onClose()}
      className={cn(
        'm-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-sand-200 bg-white p-0 text-ink shadow-xl backdrop:bg-ink/50',
        className,
      )}
    >
      {open && (
        <div className="p-6">
          <h2 id={titleId} className="mb-4 text-xl font-semibold">
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  )
}
