'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useModalDialog } from '@/components/ui/use-modal-dialog'
import type { DirectoryFilters } from '@/lib/validation/directory'
import { refinementParams } from '@/lib/validation/directory-refinements'
import { SessionModeFilter } from './session-mode-filter'
import { SpecialtyFilter } from './specialty-filter'

const WIDE_SCREEN = '(min-width: 768px)' // Tailwind's md: the sidebar shows from there on

/**
 * Small screens: the filters open as a full-screen panel from a Filters button. A modal
 * native <dialog>: the browser keeps focus inside and Escape closes it; focus returns to the button.
 * `refine` is the Refine form, rendered on the server (it needs no JavaScript of its own).
 */
export function FilterPanel({ filters, refine }: { filters: DirectoryFilters; refine: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const chosen = refinementParams(filters).length + (filters.specialty ? 1 : 0) + (filters.mode ? 1 : 0)
  const buttonRef = useRef<HTMLButtonElement>(null)

  // Marks the button as interactive once React has hydrated it (end-to-end tests wait for this).
  useEffect(() => buttonRef.current?.setAttribute('data-hydrated', ''), [])

  useModalDialog(dialogRef, isOpen, () => setIsOpen(false), WIDE_SCREEN)

  function onDialogClose() {
    setIsOpen(false)
    buttonRef.current?.focus({ preventScroll: true })
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        data-testid="filters-toggle"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
        className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 md:hidden"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        Filters
        {chosen > 0 && (
          <span className="rounded-full bg-brand-700 px-2 text-xs text-white">
            {chosen}
            <span className="sr-only"> chosen</span>
          </span>
        )}
        {filters.specialty && <span className="sr-only">(current: {filters.specialty})</span>}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby="filter-panel-title"
        onClose={onDialogClose}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-sand-50 p-0 text-ink backdrop:bg-ink/50"
      >
        {isOpen && (
          <div className="flex min-h-full flex-col">
            <div className="sticky top-0 z-10 flex items-center justify-between border-b border-sand-200 bg-sand-50 px-4 py-3">
              <h2 id="filter-panel-title" className="text-xl font-semibold">
                Filters
              </h2>
              <button
                type="button"
                onClick={() => setIsOpen(false)}
                aria-label="Close filters"
                className="inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50"
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
              </button>
            </div>
            <div className="space-y-6 px-4 py-5">
              <div>
                <h3 className="mb-3 px-1 font-sans text-lg font-semibold">Refine</h3>
                {refine}
              </div>
              <div>
                <h3 className="mb-3 px-1 font-sans text-lg font-semibold">Kind of session</h3>
                <SessionModeFilter filters={filters} onChoose={() => setIsOpen(false)} />
              </div>
              <div>
                <h3 className="mb-3 px-1 font-sans text-lg font-semibold">Specialties</h3>
                <SpecialtyFilter filters={filters} onChoose={() => setIsOpen(false)} />
              </div>
            </div>
          </div>
        )}
      </dialog>
    </>
  )
}
