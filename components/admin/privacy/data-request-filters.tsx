import Link from 'next/link'
import { cn } from '@/components/ui/cn'

const FILTERS = [
  { label: 'All', href: '/admin/data-requests', state: null, overdue: false },
  { label: 'Open', href: '/admin/data-requests?state=Open', state: 'Open', overdue: false },
  { label: 'In progress', href: '/admin/data-requests?state=InProgress', state: 'InProgress', overdue: false },
  { label: 'Overdue', href: '/admin/data-requests?overdue=true', state: null, overdue: true },
  { label: 'Completed', href: '/admin/data-requests?state=Completed', state: 'Completed', overdue: false },
  { label: 'Refused', href: '/admin/data-requests?state=Refused', state: 'Refused', overdue: false },
] as const

/** The register's filters as links: by state, or the overdue ones (open or in progress past their 30 days). */
export function DataRequestFilters({ state, overdue }: { state: string | null; overdue: boolean }) {
  return (
    <nav aria-label="Filter data requests" className="mt-3">
      <ul className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => {
          const isCurrent = filter.state === state && filter.overdue === overdue
          return (
            <li key={filter.label}>
              <Link
                href={filter.href}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold',
                  isCurrent ? 'border-brand-700 bg-brand-700 text-white' : 'border-sand-200 bg-white text-ink hover:bg-brand-50',
                )}
              >
                {filter.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
