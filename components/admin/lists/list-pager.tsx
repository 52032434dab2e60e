import Link from 'next/link'
import { buttonClasses } from '@/components/ui/button'

type ListPagerProps = {
  /** "Users pages": names the navigation landmark. */
  label: string
  page: number
  pageCount: number
  /** The link to another page of this list, the other lists kept. */
  hrefFor: (page: number) => string
  /** Keep the scroll position (a list among others on the dashboard); false goes to the top of a page of its own. */
  keepScroll?: boolean
}

/** Previous / Page N of M / Next under a list; nothing when everything fits on one page. */
export function ListPager({ label, page, pageCount, hrefFor, keepScroll = true }: ListPagerProps) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} scroll={!keepScroll} rel="prev" className={buttonClasses('secondary', 'sm')}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-muted">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link href={hrefFor(page + 1)} scroll={!keepScroll} rel="next" className={buttonClasses('secondary', 'sm')}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
