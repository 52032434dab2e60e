import { getCurrentUser, type SessionUser } from '@/lib/server/auth/current-user'
import type { Role } from '@/lib/roles'
import { BrandLogo } from './brand-logo'
import { NavBar, type NavAccount, type NavLink } from './nav-bar'
import { NavDrawer } from './nav-drawer'

// Spec 2.1: the bar says "All Therapist", the drawer "All Therapists".
const BAR_LINKS: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/about-page', label: 'About' },
  { href: '/our-blog', label: 'Blog' },
  { href: '/therapists', label: 'All Therapist' },
  { href: '/contact', label: 'Contact us' },
]
const DRAWER_LINKS: readonly NavLink[] = BAR_LINKS.map((link) => (link.href === '/therapists' ? { ...link, label: 'All Therapists' } : link))

const ROLE_LINKS: Record<Role, NavLink | null> = {
  Admin: { href: '/admin', label: 'ADMIN DASHBOARD' },
  Manager: { href: '/admin', label: 'DASHBOARD' },
  Therapist: { href: '/therapist-dashboard', label: 'DASHBOARD' },
  Patient: null,
}

// Spec 2.1: an Admin's profile link differs between the desktop bar and the mobile drawer.
const PROFILE_HREFS: Record<Role, { barHref: string; drawerHref: string }> = {
  Patient: { barHref: '/patient-profile', drawerHref: '/patient-profile' },
  Therapist: { barHref: '/therapist-profile', drawerHref: '/therapist-profile' },
  Admin: { barHref: '/patient-profile', drawerHref: '/user-profile' },
  Manager: { barHref: '/user-profile', drawerHref: '/user-profile' },
}

/** Plain data for the client nav: no ids or e-mails leave the server here. */
function navAccountFor(user: SessionUser | null): NavAccount | null {
  if (!user) return null
  const fullName = user.fullName.trim()
  const firstName = fullName.split(/\s+/)[0] ?? ''
  return {
    roleLink: ROLE_LINKS[user.role],
    // The profile link and Logout need a full name; without one the Account link shows (spec 2.1).
    profile: fullName ? { label: firstName || 'Profile', isName: Boolean(firstName), ...PROFILE_HREFS[user.role] } : null,
  }
}

function HeaderFrame({ account }: { account?: NavAccount | null }) {
  return (
    // data-account tells tests (and styles) whether the signed-in part has streamed in yet.
    <header data-account={account === undefined ? 'pending' : 'ready'} className="sticky top-0 z-30 border-b border-sand-200 bg-sand-50">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2.5 sm:px-6">
        <BrandLogo />
        <NavBar links={BAR_LINKS} account={account} />
        <NavDrawer links={DRAWER_LINKS} account={account} />
      </div>
    </header>
  )
}

/** The site header with the signed-in user's links; render it inside <Suspense fallback={<SiteHeaderFallback />}>. */
export async function SiteHeader() {
  const user = await getCurrentUser()
  return <HeaderFrame account={navAccountFor(user)} />
}

/** The same header with the plain links only, shown while the user is looked up. */
export function SiteHeaderFallback() {
  return <HeaderFrame />
}
