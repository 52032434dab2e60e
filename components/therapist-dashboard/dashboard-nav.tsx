'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import { cn } from '@/components/ui/cn'
import { DASHBOARD_NAV, isNavItemActive, showsDashboardNav, type DashboardNavItem } from '@/lib/therapist-dashboard/nav'

type Counters = Partial<Record<NonNullable<DashboardNavItem['counter']>, number>>

/**
 * The sidebar links: a row under the header on phones, a column beside the page from the
 * md breakpoint. The current page's link is marked with aria-current and a filled style. `null`
 * (the path not known yet) marks none. A link with a counter shows it when above zero.
 */
export function DashboardNavLinks({ pathname, counters = {} }: { pathname: string | null; counters?: Counters }) {
  if (!showsDashboardNav(pathname)) return null
  return (
    <aside className="border-b border-sand-200 bg-white md:w-56 md:shrink-0 md:border-r md:border-b-0 md:bg-transparent">
      <nav aria-label="Dashboard" className="md:sticky md:top-6">
        <ul className="flex gap-1 overflow-x-auto px-4 py-2 sm:px-6 md:flex-col md:gap-1.5 md:overflow-visible md:px-4 md:py-8">
          {DASHBOARD_NAV.map((item) => {
            const isActive = isNavItemActive(item, pathname)
            const count = item.counter ? (counters[item.counter] ?? 0) : 0
            return (
              <li key={item.href} className="shrink-0">
                <Link
                  href={item.href}
                  aria-current={isActive ? 'page' : undefined}
                  className={cn(
                    'flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors md:rounded-xl',
                    isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50 hover:text-brand-800',
                  )}
                >
                  {item.label}
                  {count > 0 && (
                    <span
                      data-testid="unread-count"
                      className={cn('relative inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-bold', isActive ? 'bg-white text-brand-800' : 'bg-brand-700 text-white')}
                    >
                      {count}
                      <span className="sr-only"> unread</span>
                    </span>
                  )}
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
 * The unread messages of all the therapist's threads, read again on every page change (the layout
 * is shared by every therapist and stays mounted, so the number cannot be part of its HTML).
 */
function useUnreadMessages(pathname: string | null): number {
  const [unread, setUnread] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    fetch('/api/v1/messages/threads', { signal: controller.signal, cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : { data: [] }))
      .then((body: { data?: { unread: number }[] }) => setUnread((body.data ?? []).reduce((sum, thread) => sum + thread.unread, 0)))
      .catch(() => {}) // a failed count leaves the last one: the Messages page itself still works
    return () => controller.abort()
  }, [pathname])
  return unread
}

/**
 * The links with the current path. usePathname suspends while prerendering a page whose params are
 * only known at request time (edit-availability/{id}): the layout wraps this in Suspense with the
 * links unmarked as the fallback.
 */
export function DashboardNav() {
  const pathname = usePathname()
  const unreadMessages = useUnreadMessages(pathname)
  return <DashboardNavLinks pathname={pathname} counters={{ unreadMessages }} />
}
