import Link from 'next/link'
import type { ReactNode } from 'react'
import { BrandLogo } from './brand-logo'
import { MainLandmark } from './main-landmark'
import { LogoutButton } from './logout-button'
import { SkipLink } from './skip-link'

type Props = {
  /** Where the header's Profile link goes (the therapist dashboard: /therapist-profile; the admin area: /user-profile). */
  profileHref: string
  /** The area's navigation, beside the page on wide screens and above it on phones. */
  sidebar: ReactNode
  children: ReactNode
}

/**
 * The frame of the signed-in work areas (admin, therapist dashboard): header with the logo, Profile
 * and Logout; the sidebar; the page; a footer with the copyright line. It reads no session outside
 * Suspense, so it prerenders and each page's loading state shows inside it; every page checks the
 * session itself.
 */
export function AreaShell({ profileHref, sidebar, children }: Props) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-sand-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-2.5 sm:px-6">
          <BrandLogo />
          <nav aria-label="Account" className="flex items-center gap-2">
            <Link
              href={profileHref}
              className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-800"
            >
              Profile
            </Link>
            <LogoutButton />
          </nav>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col md:flex-row">
        {sidebar}
        <MainLandmark className="flex min-w-0 flex-1 flex-col focus:outline-none">{children}</MainLandmark>
      </div>
      <footer className="border-t border-sand-200 bg-white">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-ink-muted sm:px-6">© 2025 Alafia. All rights reserved.</p>
      </footer>
    </div>
  )
}
