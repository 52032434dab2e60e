import Form from 'next/form'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { Input, Select } from '@/components/ui/field'
import { ADMIN_SEARCH_MAX_LENGTH } from '@/lib/validation/admin-lists'
import { SearchButton } from './search-button'

type FilterFormProps = {
  /** The search landmark's name: "Filter appointments". */
  label: string
  /** The page's path; the form navigates there with the filters in the query string. */
  action: string
  /** Set when a filter applies: the link that clears them all. */
  clearHref: string | null
  /** "Clear search" for a lone search box. */
  clearLabel?: string
  /** An error about the filters (a From date after the To date). */
  error?: string | null
  children: ReactNode
}

/**
 * A list's filters: a GET form (next/form navigates on the client, and without JavaScript it still
 * works as a plain form). The database does the filtering; a new filter starts at page 1.
 */
export function FilterForm({ label, action, clearHref, clearLabel = 'Clear filters', error, children }: FilterFormProps) {
  return (
    <Form action={action} role="search" aria-label={label} className="mt-4 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-end gap-3">
        {children}
        <div className="flex items-center gap-2">
          <SearchButton />
          {clearHref && (
            <Link href={clearHref} className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
              {clearLabel}
            </Link>
          )}
        </div>
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
    </Form>
  )
}

const LABEL = 'block text-sm font-semibold text-ink'

/** A text search inside a FilterForm; keyed by its value so Clear (a navigation) also empties what was typed. */
export function SearchField({ id, name, label, value, placeholder }: { id: string; name: string; label: string; value: string; placeholder: string }) {
  return (
    <div className="min-w-0 flex-[2_1_14rem]">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <Input key={value} id={id} name={name} type="search" defaultValue={value} placeholder={placeholder} maxLength={ADMIN_SEARCH_MAX_LENGTH} className="mt-1.5" />
    </div>
  )
}

/** A choice inside a FilterForm; the first option (value '') means "no filter". */
export function SelectField({ id, name, label, value, options }: { id: string; name: string; label: string; value: string; options: readonly { value: string; label: string }[] }) {
  return (
    <div className="min-w-0 flex-[1_1_13rem]">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <Select key={value} id={id} name={name} defaultValue={value} className="mt-1.5">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  )
}

/** A Lagos calendar date inside a FilterForm (the browser's date picker, sent as YYYY-MM-DD). */
export function DateField({ id, name, label, value, isInvalid = false }: { id: string; name: string; label: string; value: string; isInvalid?: boolean }) {
  return (
    <div className="min-w-0 flex-[1_1_9rem]">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <Input key={value} id={id} name={name} type="date" defaultValue={value} min="2000-01-01" max="2199-12-31" aria-invalid={isInvalid || undefined} className="mt-1.5" />
    </div>
  )
}
