// The therapist dashboard's sidebar. Pure: the client nav and the unit tests use it.

export type DashboardNavItem = {
  href: string
  label: string
  /** Other paths under which this link is the current one. */
  alsoActiveUnder: readonly string[]
  /** Only the exact path counts (the dashboard home would otherwise match every page). */
  exact: boolean
  /** A number shown beside the link, read per therapist in the browser (the layout is shared). */
  counter?: 'unreadMessages'
}

export const DASHBOARD_NAV: readonly DashboardNavItem[] = [
  { href: '/therapist-dashboard', label: 'Dashboard', alsoActiveUnder: [], exact: true },
  { href: '/therapist-dashboard/therapistAppointment', label: 'Appointments', alsoActiveUnder: [], exact: false },
  {
    href: '/therapist-dashboard/availability',
    label: 'Availability',
    // Also highlighted while creating or editing availability; time off is part of it too.
    alsoActiveUnder: ['/therapist-dashboard/create-availability', '/therapist-dashboard/edit-availability', '/therapist-dashboard/time-off'],
    exact: false,
  },
  // With the number of unread messages of all threads (decision 030).
  { href: '/therapist-dashboard/messages', label: 'Messages', alsoActiveUnder: [], exact: false, counter: 'unreadMessages' },
  // What patients said after their sessions, each answered once (decision 031).
  { href: '/therapist-dashboard/reviews', label: 'Reviews', alsoActiveUnder: [], exact: false },
  // Monthly statements, payouts and the payout account (decision 035).
  { href: '/therapist-dashboard/earnings', label: 'Earnings', alsoActiveUnder: ['/therapist-dashboard/payout-account'], exact: false },
]

const isAtOrUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`)

/** Whether a sidebar link is the current page's; a trailing slash is ignored. */
export function isNavItemActive(item: DashboardNavItem, pathname: string | null): boolean {
  if (!pathname) return false
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (item.exact) return path === item.href
  return [item.href, ...item.alsoActiveUnder].some((base) => isAtOrUnder(path, base))
}

/**
 * The not-verified page sits under the dashboard layout, but every link of the sidebar leads an
 * unverified therapist straight back to it: the sidebar is left out there.
 */
export function showsDashboardNav(pathname: string | null): boolean {
  return !pathname || !isAtOrUnder(pathname.replace(/\/+$/, ''), '/therapist-dashboard/therapist-not-verified')
}
