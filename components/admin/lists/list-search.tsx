import Form from 'next/form'
import Link from 'next/link'
import { Input } from '@/components/ui/field'
import { ADMIN_SEARCH_MAX_LENGTH } from '@/lib/validation/admin-lists'
import { SearchButton } from './search-button'

type ListSearchProps = {
  /** The list's id, used for the field's id. */
  id: string
  /** The query parameter this list's search travels in (?users=…). */
  name: string
  /** The field's label: "Search users by email or name". */
  label: string
  /** The search landmark's name: "Search users". */
  searchName: string
  placeholder: string
  search: string
  /** The page's path; the form navigates there with the search added. */
  action: string
  /** The other lists' parameters, kept as they are. */
  keep: { name: string; value: string }[]
  /** The link that clears this search and keeps the rest. */
  clearHref: string
}

/**
 * A list's search: a GET form (next/form navigates on the client, and without JavaScript it still
 * works as a plain form). The database does the searching; the page stays where it is scrolled.
 */
export function ListSearch({ id, name, label, searchName, placeholder, search, action, keep, clearHref }: ListSearchProps) {
  const inputId = `${id}-search`
  return (
    <Form action={action} scroll={false} role="search" aria-label={searchName} className="mt-4 flex flex-wrap items-end gap-2">
      {keep.map((field) => (
        <input key={field.name} type="hidden" name={field.name} value={field.value} />
      ))}
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
          {label}
        </label>
        {/* Keyed by the search shown, so Clear (a navigation) also empties what was typed. */}
        <Input key={search} id={inputId} name={name} type="search" defaultValue={search} placeholder={placeholder} maxLength={ADMIN_SEARCH_MAX_LENGTH} className="mt-1.5" />
      </div>
      <SearchButton />
      {search && (
        <Link href={clearHref} scroll={false} className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
          Clear search
        </Link>
      )}
    </Form>
  )
}
