import type { Metadata } from 'next'
import Link from 'next/link'
import { BrandLogo } from '@/components/layout/brand-logo'
import { LogoutButton } from '@/components/layout/logout-button'

export const metadata: Metadata = { title: { default: 'Dashboard', template: '%s · Alafia dashboard' } }

/*
 * The therapist area's own shell (spec 2.6). Minimal for now: the sidebar comes with the therapist
 * issues. Each page checks the role itself with requirePageUser.
 */
export default function TherapistDashboardLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-full bg-brand-700 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
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
