'use client'

import { useEffect, useRef, useState } from 'react'
import { sessionModeName } from '@/lib/session-modes'
import { DIRECTORY_PAGE_STEP, type DirectoryFilters } from '@/lib/validation/directory'
import { refinementParams } from '@/lib/validation/directory-refinements'
import { THERAPIST_GRID, TherapistCard, type TherapistCardData } from './therapist-card'

type Props = { filters: DirectoryFilters; first: TherapistCardData[]; nextOffset: number | null }
type ApiPage = { data: TherapistCardData[]; hasMore: boolean; nextOffset: number | null }

/**
 * The directory's cards: the first 12, read by the server page, then Load More Therapists, which asks
 * the API for the next 6 with the same filters and sort and appends them; the button goes away when
 * there are no more.
 *
 * A client component although the first cards are rendered on the server too: the page's RSC payload
 * then carries each card's few fields instead of its whole markup, which halves what a cached
 * directory page weighs (decision 052). The card's code was in the browser already for Load More.
 */
export function TherapistResults({ filters, first, nextOffset: firstNextOffset }: Props) {
  const [extra, setExtra] = useState<TherapistCardData[]>([])
  const [nextOffset, setNextOffset] = useState(firstNextOffset)
  const [isLoading, setIsLoading] = useState(false)
  const [status, setStatus] = useState('')
  const buttonRef = useRef<HTMLButtonElement>(null)

  // Marks the button as interactive once React has hydrated it (end-to-end tests wait for this).
  useEffect(() => buttonRef.current?.setAttribute('data-hydrated', ''))

  async function loadMore() {
    if (nextOffset === null) return
    setIsLoading(true)
    setStatus('')
    try {
      const params = new URLSearchParams({ offset: String(nextOffset), limit: String(DIRECTORY_PAGE_STEP) })
      if (filters.specialty) params.set('specialty', filters.specialty)
      if (filters.q) params.set('q', filters.q)
      if (filters.mode) params.set('mode', sessionModeName(filters.mode))
      for (const [key, value] of refinementParams(filters)) params.set(key, value)
      const response = await fetch(`/api/v1/user/all-app-therapist?${params}`)
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const page = (await response.json()) as ApiPage
      // The first page may be a minute old (cached): never show one therapist twice.
      const seen = new Set([...first, ...extra].map((t) => t._id))
      const fresh = page.data.filter((t) => !seen.has(t._id))
      setExtra((current) => [...current, ...fresh])
      setNextOffset(page.hasMore ? page.nextOffset : null)
      setStatus(`${fresh.length} more ${fresh.length === 1 ? 'therapist' : 'therapists'} shown.`)
    } catch (error) {
      // The directory fetch only logs its failures; a short note lets the visitor retry.
      console.error('Failed to load more therapists', error)
      setStatus('Could not load more therapists. Please try again.')
    } finally {
      setIsLoading(false)
    }
  }

  return (
    <>
      <ul className={`${THERAPIST_GRID} mt-5`}>
        {first.map((therapist, index) => (
          <li key={therapist._id}>
            <TherapistCard therapist={therapist} priority={index < 2} />
          </li>
        ))}
      </ul>
      {extra.length > 0 && (
        <ul className={`${THERAPIST_GRID} mt-5`}>
          {extra.map((therapist) => (
            <li key={therapist._id}>
              <TherapistCard therapist={therapist} />
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
      {status.startsWith('Could not') && <p className="mt-6 text-center text-sm text-red-700">{status}</p>}
      {nextOffset !== null && (
        <div className="mt-8 flex justify-center">
          <button
            ref={buttonRef}
            type="button"
            onClick={loadMore}
            disabled={isLoading}
            aria-busy={isLoading}
            data-testid="load-more"
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-brand-700 bg-white px-6 text-base font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-70"
          >
            {isLoading && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" />}
            {isLoading ? 'Loading…' : 'Load More Therapists'}
          </button>
        </div>
      )}
    </>
  )
}
