import Link from 'next/link'
import { buttonClasses } from '@/components/ui/button'

type Props = {
  /** What the pages hold, for screen readers: "Blog post pages". */
  label: string
  page: number
  pageCount: number
  /** The address of page n (page 1 without ?page=). */
  href: (page: number) => string
  previousText?: string
  nextText?: string
}

/** Previous / "Page n of m" / Next links under a paged admin list; nothing when there is one page. */
export function PageLinks({ label, page, pageCount, href, previousText = 'Previous', nextText = 'Next' }: Props) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label={label} className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={href(page - 1)} className={buttonClasses('secondary')} rel="prev">
          {previousText}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-muted">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link href={href(page + 1)} className={buttonClasses('secondary')} rel="next">
          {nextText}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
