import { sessionModeName } from '@/lib/session-modes'
import { directoryHref, type DirectoryFilters } from '@/lib/validation/directory'
import { refinementParams } from '@/lib/validation/directory-refinements'

/**
 * Search by name (GET /therapists?q=…), keeping the chosen specialty, session mode and refinements. A plain GET form (no JavaScript),
 * for the same reason the specialty links are plain links (see specialty-filter.tsx).
 */
export function NameSearchForm({ filters }: { filters: DirectoryFilters }) {
  return (
    <form action="/therapists" method="get" role="search" aria-label="Therapists by name" className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {filters.specialty && <input type="hidden" name="specialty" value={filters.specialty} />}
      {filters.mode && <input type="hidden" name="mode" value={sessionModeName(filters.mode)} />}
      {refinementParams(filters).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="min-w-0 flex-1">
        <label htmlFor="therapist-name" className="sr-only">
          Search therapists by name
        </label>
        <input
          // A new search (or a new specialty) renders a fresh input holding the current query.
          key={filters.q}
          id="therapist-name"
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={100}
          placeholder="Search by name"
          autoComplete="off"
          className="block w-full rounded-full border border-sand-200 bg-white px-4 py-2.5 text-base text-ink shadow-sm placeholder:text-ink-muted/80 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
      </div>
      <button type="submit" className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800">
        Search
      </button>
      {filters.q && (
        <a href={directoryHref({ ...filters, q: '' })} className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
          Clear search
        </a>
      )}
    </form>
  )
}
