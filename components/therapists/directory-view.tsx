import { directoryHref, isFiltered, noTherapistsText, type DirectoryFilters } from '@/lib/validation/directory'
import { FilterPanel } from './filter-panel'
import { NameSearchForm } from './name-search-form'
import { SESSION_MODE_LABELS } from '@/lib/session-modes'
import { refinementPhrases } from '@/lib/directory-summary'
import { RefineForm } from './refine-form'
import { SessionModeFilter } from './session-mode-filter'
import { SpecialtyFilter } from './specialty-filter'
import { therapistCardData, type TherapistCardData } from './therapist-card'
import { TherapistResults } from './therapist-results'

type DirectoryViewProps = {
  filters: DirectoryFilters
  page: { therapists: TherapistCardData[]; nextOffset: number | null }
}

/**
 * The therapist directory: sidebar of specialties (a full-screen panel on small screens),
 * name search, the first 12 cards from the server, Load More for the rest. The same view serves
 * /therapists and every filtered URL; it reads no request data, so each is one cached page.
 */
export function DirectoryView({ filters, page }: DirectoryViewProps) {
  const { therapists } = page
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="max-w-2xl space-y-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">Find a therapist</h1>
        <p className="text-lg leading-relaxed text-ink-muted">
          Every therapist here has been verified by our team. Filter by specialty, language, fee or when they are
          free, or search by name, then open a profile to learn more.
        </p>
      </header>

      <div className="mt-8 grid gap-8 md:grid-cols-[15rem_1fr] lg:grid-cols-[16rem_1fr]">
        <aside aria-labelledby="specialty-filter-heading" className="hidden md:block">
          <div className="sticky top-24 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
            <h2 id="specialty-filter-heading" className="sr-only">
              Filters
            </h2>
            <h3 className="mb-3 px-1 font-sans text-lg font-semibold">Refine</h3>
            <RefineForm filters={filters} idPrefix="sidebar-refine" />
            <h3 className="mt-6 mb-3 px-1 font-sans text-lg font-semibold">Kind of session</h3>
            <SessionModeFilter filters={filters} />
            <h3 className="mt-6 mb-3 px-1 font-sans text-lg font-semibold">Specialties</h3>
            <SpecialtyFilter filters={filters} />
          </div>
        </aside>

        <section aria-labelledby="results-heading" className="min-w-0">
          <NameSearchForm filters={filters} />
          <div className="mt-5 flex items-center justify-between gap-3">
            <h2 id="results-heading" className="font-sans text-base font-normal text-ink-muted">
              <ResultsSummary filters={filters} />
            </h2>
            <FilterPanel filters={filters} refine={<RefineForm filters={filters} idPrefix="panel-refine" />} />
          </div>

          {therapists.length === 0 ? (
            <div className="mt-6 rounded-2xl border border-dashed border-sand-200 bg-white px-6 py-12 text-center">
              <p className="text-lg font-semibold text-ink">{noTherapistsText(filters)}</p>
              {isFiltered(filters) && (
                <a href="/therapists" className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-4">
                  See all therapists
                </a>
              )}
            </div>
          ) : (
            // Remounted per filter combination, so appended cards never mix two searches.
            <TherapistResults key={directoryHref(filters)} filters={filters} first={therapists.map(therapistCardData)} nextOffset={page.nextOffset} />
          )}
        </section>
      </div>
    </div>
  )
}

function ResultsSummary({ filters }: { filters: DirectoryFilters }) {
  const { specialty, q, mode } = filters
  const phrases = refinementPhrases(filters)
  if (!specialty && !q && !mode) return <>{phrases.length === 0 ? 'All verified therapists' : <>Therapists{phrases.map((phrase) => <RefinementPhrase key={phrase} phrase={phrase} />)}</>}</>
  return (
    <>
      Therapists
      {specialty && (
        <>
          {' '}for <strong className="font-semibold text-ink">{specialty}</strong>
        </>
      )}
      {mode && (
        <>
          {' '}offering <strong className="font-semibold text-ink">{SESSION_MODE_LABELS[mode].toLowerCase()}</strong> sessions
        </>
      )}
      {q && (
        <>
          {' '}whose name contains <strong className="font-semibold text-ink">“{q}”</strong>
        </>
      )}
      {phrases.map((phrase) => (
        <RefinementPhrase key={phrase} phrase={phrase} />
      ))}
    </>
  )
}

function RefinementPhrase({ phrase }: { phrase: string }) {
  return (
    <>
      {', '}
      <strong className="font-semibold text-ink">{phrase}</strong>
    </>
  )
}
