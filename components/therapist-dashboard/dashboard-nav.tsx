'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { cn } from '@/components/ui/cn'
import { DASHBOARD_NAV, isNavItemActive, showsDashboardNav } from '@/lib/therapist-dashboard/nav'

/**
 * The sidebar links: a row under the header on phones, a column beside the page from the
 * md breakpoint. The current page's link is marked with aria-current and a filled style. `null`
 * (the path not known yet) marks none.
 */
export function DashboardNavLinks({ pathname }: { pathname: string | null }) {
  if (!showsDashboardNav(pathname)) return null
  return (
    <aside className="border-b border-sand-200 bg-white md:w-56 md:shrink-0 md:border-r md:border-b-0 md:bg-transparent">
      <nav aria-label="Dashboard" className="md:sticky md:top-6">
        <ul className="flex gap-1 overflow-x-auto px-4 py-2 sm:px-6 md:flex-col md:gap-1.5 md:overflow-visible md:px-4 md:py-8">
          {DASHBOARD_NAV.map((item) => {
            const isActive = isNavItemActive(item, pathname)
            return (
              <li key={item.href} className="shrink-0">
                <Link
                  href={item.href}
                  aria-current={isActive ? 'page' : undefined}
                  className={cn(
                    'flex min-h-11 items-center rounded-full px-4 text-sm font-semibold transition-colors md:rounded-xl',
                    isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50 hover:text-brand-800',
                  )}
                >
                  {item.label}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
    </aside>
  )
}

/**
 * The links with the current path. usePathname suspends while prerendering a page whose params are
 * only known at request time (edit-availability/{id}): the layout wraps this in Suspense with the
 * links unmarked as the fallback.
 */
export function DashboardNav() {
  return <DashboardNavLinks pathname={usePathname()} />
}
