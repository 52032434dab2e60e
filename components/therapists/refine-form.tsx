import { FAITH_APPROACHES, FAITH_LABELS, faithParam } from '@/lib/faith'
import { LANGUAGE_LABELS, LANGUAGES, languageParam } from '@/lib/languages'
import { sessionModeName } from '@/lib/session-modes'
import { directoryHref, type DirectoryFilters } from '@/lib/validation/directory'
import { AVAILABLE_SOON_DAYS, DIRECTORY_SORT_LABELS, DIRECTORY_SORTS, hasRefinements } from '@/lib/validation/directory-refinements'

import styles from './refine-form.module.css'

const FIELD = styles.field
const LABEL = styles.label

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
    <form action="/therapists" method="get" aria-label="Refine the therapists" className={styles.form}>
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
        <div className={styles.range}>
          <div>
            <label htmlFor={`${id}-min`} className={styles.subLabel}>
              From
            </label>
            <input id={`${id}-min`} name="minFee" type="number" inputMode="numeric" min={0} step={500} placeholder="0" defaultValue={filters.minFee ?? ''} className={FIELD} />
          </div>
          <div>
            <label htmlFor={`${id}-max`} className={styles.subLabel}>
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
      <div className={styles.check}>
        <input
          id={`${id}-soon`}
          name="availableWithinDays"
          type="checkbox"
          value={filters.availableWithinDays ?? AVAILABLE_SOON_DAYS}
          defaultChecked={filters.availableWithinDays != null}
          className={styles.checkbox}
        />
        <label htmlFor={`${id}-soon`} className={LABEL}>
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
      <div className={styles.actions}>
        <button type="submit" className={styles.apply}>
          Apply filters
        </button>
        {hasRefinements(filters) && (
          <a
            href={directoryHref({ specialty: filters.specialty, q: filters.q, mode: filters.mode })}
            className={styles.clear}
          >
            Clear these filters
          </a>
        )}
      </div>
    </form>
  )
}
