import type { ReactNode } from 'react'
import { dashboardQuery, DASHBOARD_LISTS, otherListFields, type DashboardListName, type DashboardParams } from '@/lib/validation/admin-lists'
import { EmptyList } from './admin-table'
import { countLabel } from './list-format'
import { ListPager } from './list-pager'
import { ListSearch } from './list-search'

type PageInfo = { page: number; pageCount: number; total: number; search: string }

type DashboardListSectionProps = {
  list: DashboardListName
  title: string
  /** Singular and plural nouns for the count line: ['user', 'users']. */
  noun: [string, string]
  /** Set for searchable lists. */
  searchBy?: { label: string; placeholder: string }
  /** Spec 2.8's empty text. */
  emptyText: string
  params: DashboardParams
  result: PageInfo
  /** The table, shown when the page has rows. */
  children: ReactNode
  /** A line under the count (the queue says what it leaves out). */
  note?: ReactNode
}

const PATH = '/admin'

/**
 * One list of the dashboard: heading, the count (of the search when one is applied), the search form,
 * the table or the empty text, and the pager. Its search and page live in the URL beside the other
 * lists' (lib/validation/admin-lists.ts), so each pages on its own and every state can be linked to.
 */
export function DashboardListSection({ list, title, noun, searchBy, emptyText, params, result, children, note }: DashboardListSectionProps) {
  const headingId = `${list}-heading`
  const countText = countLabel(result.total, noun[0], noun[1])
  const searchParam = DASHBOARD_LISTS[list].search
  return (
    <section id={list} aria-labelledby={headingId} className="mt-12 scroll-mt-4">
      <h2 id={headingId} className="text-2xl font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted" aria-live="polite">
        {result.search ? `${countText} matching “${result.search}”` : countText}
      </p>
      {note}
      {searchBy && searchParam && (
        <ListSearch
          id={list}
          name={searchParam}
          label={searchBy.label}
          searchName={`Search ${title.toLowerCase()}`}
          placeholder={searchBy.placeholder}
          search={result.search}
          action={PATH}
          keep={otherListFields(params, list)}
          clearHref={`${PATH}${dashboardQuery(params, list, { search: '' })}`}
        />
      )}
      {result.total === 0 ? <EmptyList>{emptyText}</EmptyList> : children}
      <ListPager
        label={`${title} pages`}
        page={result.page}
        pageCount={result.pageCount}
        hrefFor={(page) => `${PATH}${dashboardQuery(params, list, { page })}`}
      />
    </section>
  )
}
