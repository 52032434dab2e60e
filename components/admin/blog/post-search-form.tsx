import Link from 'next/link'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/field'
import { ADMIN_BLOG_PATHS, BLOG_TITLE_MAX } from '@/lib/validation/admin-blog'

/**
 * Title search: a plain GET form, so it works before any script has loaded and the
 * address can be shared. Postgres does the search (case-insensitive), page by page.
 */
export function PostSearchForm({ search }: { search: string }) {
  return (
    <form role="search" method="get" action={ADMIN_BLOG_PATHS.list} className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1 space-y-1.5">
        <label htmlFor="blog-search" className="block text-sm font-semibold text-ink">
          Search by title
        </label>
        <Input id="blog-search" name="search" type="search" defaultValue={search} maxLength={BLOG_TITLE_MAX} placeholder="e.g. anxiety" autoComplete="off" />
      </div>
      <div className="flex gap-2">
        <Button type="submit" className="flex-1 sm:flex-none">
          Search
        </Button>
        {search && (
          <Link href={ADMIN_BLOG_PATHS.list} className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50">
            Clear
          </Link>
        )}
      </div>
    </form>
  )
}
