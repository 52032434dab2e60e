import type { ReactNode } from 'react'
import { cn } from '@/components/ui/cn'
import { EmptyList } from './admin-table'
import { countLabel } from './list-format'
import { ListPager } from './list-pager'

type PageInfo = { page: number; pageCount: number; total: number }

type ListSectionProps = {
  /** The section's id (and its heading's, with -heading). */
  id: string
  title: string
  /** 1 on a page of its own (/admin/users), 2 for a list among others (the dashboard's queue). */
  level?: 1 | 2
  /** Singular and plural nouns for the count line: ['user', 'users']. */
  noun: [string, string]
  /** What the count is of when filters apply: 'matching “ada”'. */
  filterText?: string
  /** The search or filter form. */
  filters?: ReactNode
  /** A line under the count (the queue says what it leaves out). */
  note?: ReactNode
  /** The empty text (No User Found …). */
  emptyText: string
  result: PageInfo
  /** The address of another page of this list, its filters kept. */
  hrefFor: (page: number) => string
  /** The table, shown when the page has rows. */
  children: ReactNode
}

/**
 * One admin list: heading, the count (of the filtered rows when filters apply), the filters, the table
 * or the empty text, and the pager. Filters and page live in the URL, so every state can be linked to.
 */
export function ListSection({ id, title, level = 1, noun, filterText, filters, note, emptyText, result, hrefFor, children }: ListSectionProps) {
  const headingId = `${id}-heading`
  const Heading = level === 1 ? 'h1' : 'h2'
  const countText = countLabel(result.total, noun[0], noun[1])
  return (
    <section id={id} aria-labelledby={headingId} className={cn(level === 2 && 'mt-12 scroll-mt-4')}>
      <Heading id={headingId} className={level === 1 ? 'mt-3 text-3xl font-semibold sm:text-4xl' : 'text-2xl font-semibold'}>
        {title}
      </Heading>
      <p className="mt-1 text-sm text-ink-muted" aria-live="polite">
        {filterText ? `${countText} ${filterText}` : countText}
      </p>
      {note}
      {filters}
      {result.total === 0 ? <EmptyList>{emptyText}</EmptyList> : children}
      <ListPager label={`${title} pages`} page={result.page} pageCount={result.pageCount} hrefFor={hrefFor} keepScroll={level === 2} />
    </section>
  )
}
