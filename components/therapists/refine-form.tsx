import { FAITH_APPROACHES, FAITH_LABELS, faithParam } from '@/lib/faith'
import { LANGUAGE_LABELS, LANGUAGES, languageParam } from '@/lib/languages'
import { sessionModeName } from '@/lib/session-modes'
import { directoryHref, type DirectoryFilters } from '@/lib/validation/directory'
import { AVAILABLE_SOON_DAYS, DIRECTORY_SORT_LABELS, DIRECTORY_SORTS, hasRefinements } from '@/lib/validation/directory-refinements'

const FIELD = 'mt-1.5 block w-full rounded-lg border border-sand-200 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none'
const LABEL = 'block text-sm font-semibold text-ink'

/**
 * Language, therapist gender, fee range, faith-based approach, "available within 7 days" and the
 * sort, keeping the specialty, name search and session mode. A plain GET form to /therapists with no
 * JavaScript of its own (the directory's first load stays near the framework's floor, issue 24): the
 * proxy sends a query with the form's empty fields on to the choice's canonical URL, so the address
 * bar holds a clean, shareable link. `idPrefix` keeps the ids of the sidebar's form and the phone
 * panel's apart.
 */
export function RefineForm({ filters, idPrefix }: { filters: DirectoryFilters; idPrefix: string }) {
  const id = idPrefix

  return (
    <form action="/therapists" method="get" aria-label="Refine the therapists" className="space-y-4">
      {filters.specialty && <input type="hidden" name="specialty" value={filters.specialty} />}
      {filters.q && <input type="hidden" name="q" value={filters.q} />}
      {filters.mode && <input type="hidden" name="mode" value={sessionModeName(filters.mode)} />}
      <div>
        <label htmlFor={`${id}-language`} className={LABEL}>
          Language
        </label>
        <select id={`${id}-language`} name="language" defaultValue={filters.language ? languageParam(filters.language) : ''} className={FIELD}>
          <option value="">Any language</option>
          {LANGUAGES.filter((language) => language !== 'Other').map((language) => (
            <option key={language} value={languageParam(language)}>
              {LANGUAGE_LABELS[language]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-gender`} className={LABEL}>
          Therapist&rsquo;s gender
        </label>
        <select id={`${id}-gender`} name="gender" defaultValue={filters.gender?.toLowerCase() ?? ''} className={FIELD}>
          <option value="">No preference</option>
          <option value="female">Female</option>
          <option value="male">Male</option>
        </select>
      </div>
      <fieldset>
        <legend className={LABEL}>Fee per hour (₦)</legend>
        <div className="mt-1.5 grid grid-cols-2 gap-2">
          <div>
            <label htmlFor={`${id}-min`} className="block text-sm text-ink-muted">
              From
            </label>
            <input id={`${id}-min`} name="minFee" type="number" inputMode="numeric" min={0} step={500} placeholder="0" defaultValue={filters.minFee ?? ''} className={FIELD} />
          </div>
          <div>
            <label htmlFor={`${id}-max`} className="block text-sm text-ink-muted">
              To
            </label>
            <input id={`${id}-max`} name="maxFee" type="number" inputMode="numeric" min={0} step={500} placeholder="Any" defaultValue={filters.maxFee ?? ''} className={FIELD} />
          </div>
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-faith`} className={LABEL}>
          Faith-based approach
        </label>
        <select id={`${id}-faith`} name="faith" defaultValue={filters.faith ? faithParam(filters.faith) : ''} className={FIELD}>
          <option value="">Any, or none</option>
          {FAITH_APPROACHES.map((faith) => (
            <option key={faith} value={faithParam(faith)}>
              {FAITH_LABELS[faith]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-soon`}
          name="availableWithinDays"
          type="checkbox"
          value={filters.availableWithinDays ?? AVAILABLE_SOON_DAYS}
          defaultChecked={filters.availableWithinDays != null}
          className="size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={`${id}-soon`} className="text-sm font-semibold text-ink">
          Available within {filters.availableWithinDays ?? AVAILABLE_SOON_DAYS} days
        </label>
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className={LABEL}>
          Sort by
        </label>
        <select id={`${id}-sort`} name="sort" defaultValue={filters.sort ?? ''} className={FIELD}>
          <option value="">{DIRECTORY_SORT_LABELS.newest}</option>
          {DIRECTORY_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {DIRECTORY_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800">
          Apply filters
        </button>
        {hasRefinements(filters) && (
          <a
            href={directoryHref({ specialty: filters.specialty, q: filters.q, mode: filters.mode })}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            Clear these filters
          </a>
        )}
      </div>
    </form>
  )
}
