// The admin sidebar: Home with the three lists, the Blog group and the Platform pages. Pure:
// the client nav and the unit tests use it.
import type { Role } from '@/lib/roles'

export type AdminNavItem = {
  href: string
  label: string
  /** Other paths under which this link is the current one. */
  alsoActiveUnder: readonly string[]
  /** Only the exact path counts (Home would otherwise match every admin page). */
  exact: boolean
  /** Shown to Admins only: a Manager's page would refuse them (the privacy registers, decision 043). */
  adminOnly?: boolean
}

export type AdminNavGroup = { label: string | null; items: readonly AdminNavItem[] }

export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    label: null,
    items: [
      { href: '/admin', label: 'Home', alsoActiveUnder: [], exact: true },
      // The lists and the pages opened from them: an account, a therapist, an appointment.
      { href: '/admin/users', label: 'Users', alsoActiveUnder: ['/admin/applicationUser'], exact: false },
      { href: '/admin/therapists', label: 'Therapists', alsoActiveUnder: ['/admin/therapist'], exact: false },
      { href: '/admin/appointments', label: 'Appointments', alsoActiveUnder: ['/admin/appointment'], exact: false },
    ],
  },
  {
    label: 'Blog',
    items: [
      { href: '/admin/all-blog-post', label: 'All Blog Post', alsoActiveUnder: ['/admin/edit-blog-post'], exact: false },
      { href: '/admin/create-blog-post', label: 'Create Post', alsoActiveUnder: [], exact: false },
    ],
  },
  {
    label: 'Platform',
    items: [
      { href: '/admin/contact-messages', label: 'Contact messages', alsoActiveUnder: [], exact: false },
      // Patients' reports that a therapist did not come, decided here.
      { href: '/admin/disputes', label: 'Disputes', alsoActiveUnder: [], exact: false },
      { href: '/admin/refunds', label: 'Refunds', alsoActiveUnder: [], exact: false },
      // Therapists' payouts, their runs and the platform statement (decision 035).
      { href: '/admin/payouts', label: 'Payouts', alsoActiveUnder: [], exact: false },
      // That an intake raised a safety alert and when its therapist acknowledged it: never its content.
      { href: '/admin/safety-alerts', label: 'Safety alerts', alsoActiveUnder: [], exact: false },
      // Patients' reviews of their sessions, hidden here with a reason (decision 031).
      { href: '/admin/reviews', label: 'Reviews', alsoActiveUnder: [], exact: false },
      { href: '/admin/outbox', label: 'Email outbox', alsoActiveUnder: [], exact: false },
      // SMS and WhatsApp messages, kept like the emails (decision 025).
      { href: '/admin/text-messages', label: 'Text messages', alsoActiveUnder: [], exact: false },
      { href: '/admin/audit-log', label: 'Audit log', alsoActiveUnder: [], exact: false },
      // The registers the data protection law asks for: people's requests and breaches (decision 043).
      { href: '/admin/data-requests', label: 'Data requests', alsoActiveUnder: [], exact: false, adminOnly: true },
      { href: '/admin/breaches', label: 'Breaches', alsoActiveUnder: [], exact: false, adminOnly: true },
    ],
  },
]

/** The sidebar a role sees: Admins every link, anyone else (or a viewer not known yet) none of the admin-only ones. */
export function adminNavFor(role: Role | null): readonly AdminNavGroup[] {
  if (role === 'Admin') return ADMIN_NAV
  return ADMIN_NAV.map((group) => ({ ...group, items: group.items.filter((item) => !item.adminOnly) }))
}

const isAtOrUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`)

/** Whether a sidebar link is the current page's; a trailing slash is ignored, null (not known yet) marks none. */
export function isAdminNavItemActive(item: AdminNavItem, pathname: string | null): boolean {
  if (!pathname) return false
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (item.exact && path === item.href) return true
  const bases = item.exact ? item.alsoActiveUnder : [item.href, ...item.alsoActiveUnder]
  return bases.some((base) => isAtOrUnder(path, base))
}

/** The current page's link, for the phone menu's summary ("Menu: Audit log"). */
export function activeAdminNavItem(pathname: string | null): AdminNavItem | null {
  for (const group of ADMIN_NAV) for (const item of group.items) if (isAdminNavItemActive(item, pathname)) return item
  return null
}
