'use client'

import { useId, useState } from 'react'
import { SPECIALTIES } from '@/lib/specialties'
import { directoryHref, type DirectoryFilters } from '@/lib/validation/directory'
import styles from './specialty-filter.module.css'

/**
 * The specialty list of the directory sidebar: a search box that narrows the list, All
 * Specialties, and the 15 specialties as real links (?specialty=…, keeping the name search and mode), the
 * current one marked. Without JavaScript the links still work; only the narrowing needs it.
 * Plain <a>, not next/link: the router's cache treats /therapists?… as the static /therapists page
 * and skips the proxy's rewrite (seen: the URL changed, the results did not). A full load of a cached
 * page is quick.
 */
export function SpecialtyFilter({ filters, onChoose }: { filters: DirectoryFilters; onChoose?: () => void }) {
  const [search, setSearch] = useState('')
  const inputId = useId()
  const needle = search.trim().toLowerCase()
  const shown = needle ? SPECIALTIES.filter((s) => s.toLowerCase().includes(needle)) : SPECIALTIES

  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
          Search specialties
        </label>
        <input
          id={inputId}
          // Not type="search": there Escape clears the text instead of closing the filter panel.
          type="text"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="e.g. Grief"
          autoComplete="off"
          className="block w-full rounded-xl border border-sand-200 bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-ink-muted/70 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
      </div>
      <nav aria-label="Specialties">
        <ul className="space-y-0.5">
          <li>
            <a
              href={directoryHref({ ...filters, specialty: null })}
              aria-current={filters.specialty === null ? 'page' : undefined}
              onClick={onChoose}
              className={styles.link}
            >
              All Specialties
            </a>
          </li>
          {shown.map((specialty) => (
            <li key={specialty}>
              <a
                href={directoryHref({ ...filters, specialty })}
                aria-current={filters.specialty === specialty ? 'page' : undefined}
                onClick={onChoose}
                className={styles.link}
              >
                {specialty}
              </a>
            </li>
          ))}
        </ul>
        {shown.length === 0 && <p className="px-3 py-2 text-sm text-ink-muted">No specialty matches “{search.trim()}”.</p>}
      </nav>
    </div>
  )
}
