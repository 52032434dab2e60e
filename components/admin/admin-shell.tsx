import Link from 'next/link'
import type { ReactNode } from 'react'
import { BrandLogo } from '@/components/layout/brand-logo'
import { LogoutButton } from '@/components/layout/logout-button'
import { SkipLink } from '@/components/layout/skip-link'
import { AdminSidebar } from './admin-sidebar'

/**
 * The admin area's frame (spec 2.8): header with the home link, Profile (/user-profile) and Logout;
 * the sidebar; the page; a footer with the copyright line. It reads no session outside Suspense, so
 * it prerenders and each page's loading state shows inside it; every page checks the session itself.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-sand-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-2.5 sm:px-6">
          <BrandLogo />
          <nav aria-label="Account" className="flex items-center gap-2">
            <Link
              href="/user-profile"
              className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-800"
            >
              Profile
            </Link>
            <LogoutButton />
          </nav>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col md:flex-row">
        <AdminSidebar />
        <main id="main" tabIndex={-1} className="flex min-w-0 flex-1 flex-col focus:outline-none">
          {children}
        </main>
      </div>
      <footer className="border-t border-sand-200 bg-white">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-ink-muted sm:px-6">© 2025 Alafia. All rights reserved.</p>
      </footer>
    </div>
  )
}
