import Link from 'next/link'
import type { ReactNode } from 'react'
import { BrandLogo } from './brand-logo'
import { LogoutButton } from './logout-button'
import { SkipLink } from './skip-link'

/**
 * The shell of the signed-in work areas (admin, therapist dashboard): header with the logo, a
 * Profile link and Logout, the page, and a footer. Their sidebars come with their own issues.
 * Each page checks the role itself with requirePageUser.
 */
export function AreaShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-sand-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-2.5 sm:px-6">
          <BrandLogo />
          <nav aria-label="Account" className="flex items-center gap-2">
            <Link href="/user-profile" className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-800">
              Profile
            </Link>
            <LogoutButton />
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </main>
      <footer className="border-t border-sand-200 bg-white">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-ink-muted sm:px-6">© 2025 Alafia. All rights reserved.</p>
      </footer>
    </div>
  )
}
