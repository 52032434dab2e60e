'use client'

import { useAccount } from '@/components/account/account-store'
import { navAccountFor, type NavLink } from '@/lib/account/nav-account'
import { BrandLogo } from './brand-logo'
import { NavBar } from './nav-bar'
import { NavDrawer } from './nav-drawer'

// The product's wording: the bar says "All Therapist", the drawer "All Therapists".
const BAR_LINKS: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/about-page', label: 'About' },
  { href: '/our-blog', label: 'Blog' },
  { href: '/therapists', label: 'All Therapist' },
  { href: '/find-a-therapist', label: 'Match me' },
  { href: '/contact', label: 'Contact us' },
]
const DRAWER_LINKS: readonly NavLink[] = BAR_LINKS.map((link) => (link.href === '/therapists' ? { ...link, label: 'All Therapists' } : link))

/**
 * The site header. Its HTML is the same for everyone (public pages are cached); the signed-in
 * user's links are filled in by the browser from the account store once it has asked the server.
 */
export function SiteHeader() {
  const summary = useAccount()
  const account = summary === undefined ? undefined : navAccountFor(summary)
  return (
    // data-account tells tests (and styles) whether the signed-in part is known yet.
    <header data-account={account === undefined ? 'pending' : 'ready'} className="sticky top-0 z-30 border-b border-sand-200 bg-sand-50">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2.5 sm:px-6">
        <BrandLogo />
        <NavBar links={BAR_LINKS} account={account} />
        <NavDrawer links={DRAWER_LINKS} account={account} />
      </div>
    </header>
  )
}
