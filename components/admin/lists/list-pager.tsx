import Link from 'next/link'
import { buttonClasses } from '@/components/ui/button'

type ListPagerProps = {
  /** "Users pages": names the navigation landmark. */
  label: string
  page: number
  pageCount: number
  /** The link to another page of this list (page 1 without ?page=), the other lists kept. */
  hrefFor: (page: number) => string
  /** Keep the scroll position (a list among others on the dashboard); false goes to the top of a page of its own. */
  keepScroll?: boolean
  /** Newest-first lists say Newer and Older. */
  previousText?: string
  nextText?: string
  /** `sm` under a list among others; `md` under the list a page is about. */
  size?: 'sm' | 'md'
}

/** Previous / Page N of M / Next under an admin list; nothing when everything fits on one page. */
export function ListPager({ label, page, pageCount, hrefFor, keepScroll = true, previousText = 'Previous', nextText = 'Next', size = 'sm' }: ListPagerProps) {
  if (pageCount <= 1) return null
  const link = buttonClasses('secondary', size)
  return (
    <nav aria-label={label} className={size === 'sm' ? 'mt-4 flex items-center justify-between gap-3' : 'mt-8 flex items-center justify-between gap-4'}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} scroll={!keepScroll} rel="prev" className={link}>
          {previousText}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-muted">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link href={hrefFor(page + 1)} scroll={!keepScroll} rel="next" className={link}>
          {nextText}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
