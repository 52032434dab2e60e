'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useId, useState, type ReactNode } from 'react'
import { cn } from '@/components/ui/cn'
import { activeAdminNavItem, adminNavFor, isAdminNavItemActive } from '@/lib/admin/nav'
import type { Role } from '@/lib/roles'

/**
 * The sidebar's links, grouped: Home, Blog (All Blog Post, Create Post), Platform. The
 * current page's link carries aria-current and a filled style; `null` (path not known yet) marks none.
 * On phones the links fold behind a Menu button that closes itself on every navigation.
 */
export function AdminNavLinks({ pathname, greeting, role }: { pathname: string | null; greeting: ReactNode; role: Role | null }) {
  const listId = useId()
  // Open for one path only: after a navigation the path differs and the menu is closed again.
  const [openAt, setOpenAt] = useState<string | null | undefined>(undefined)
  const isOpen = openAt === pathname
  const current = activeAdminNavItem(pathname)

  return (
    <nav aria-label="Admin" className="px-4 py-2 sm:px-6 md:p-0">
      <div className="flex min-h-11 items-center justify-between gap-3">
        {greeting}
        <button
          type="button"
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 md:hidden"
          aria-expanded={isOpen}
          aria-controls={listId}
          onClick={() => setOpenAt(isOpen ? undefined : pathname)}
        >
          <MenuIcon isOpen={isOpen} />
          Menu
          {current && <span className="sr-only">, current page {current.label}</span>}
        </button>
      </div>
      <div id={listId} className={cn(isOpen ? 'block' : 'hidden', 'pt-2 pb-2 md:block md:pt-6 md:pb-0')}>
        {adminNavFor(role).map((group, index) => (
          <div key={group.label ?? index} className={cn(index > 0 && 'mt-4')}>
            {group.label && <p className="px-4 pb-1 text-xs font-semibold tracking-wider text-ink-muted uppercase" id={`${listId}-${index}`}>{group.label}</p>}
            <ul className="space-y-1" aria-labelledby={group.label ? `${listId}-${index}` : undefined}>
              {group.items.map((item) => {
                const isActive = isAdminNavItemActive(item, pathname)
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      aria-current={isActive ? 'page' : undefined}
                      className={cn(
                        'flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold transition-colors',
                        isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50 hover:text-brand-800',
                      )}
                    >
                      {item.label}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  )
}

function MenuIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {isOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  )
}

/**
 * The links with the current path. usePathname suspends while prerendering a page whose params are
 * only known at request time (/admin/appointment/{id}): the sidebar wraps this in Suspense with the
 * links unmarked as the fallback.
 */
export function AdminNav({ greeting, role }: { greeting: ReactNode; role: Role | null }) {
  return <AdminNavLinks pathname={usePathname()} greeting={greeting} role={role} />
}
