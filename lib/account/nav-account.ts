import type { Role } from '@/lib/roles'

/** Who is signed in, as the browser learns it from GET /api/v1/user/session-account. */
export type AccountSummary = { _id: string; fullName: string; role: Role }

export type NavLink = { href: string; label: string }

/** What the header shows for the signed-in user. */
export type NavAccount = {
  /** ADMIN DASHBOARD / DASHBOARD, or null for a Patient. */
  roleLink: NavLink | null
  /** Null when the user has no full name: the Account link shows instead. */
  profile: {
    /** The user's first name, or "Profile". */
    label: string
    isName: boolean
    barHref: string
    drawerHref: string
  } | null
}

const ROLE_LINKS: Record<Role, NavLink | null> = {
  Admin: { href: '/admin', label: 'ADMIN DASHBOARD' },
  Manager: { href: '/admin', label: 'DASHBOARD' },
  Therapist: { href: '/therapist-dashboard', label: 'DASHBOARD' },
  Patient: null,
}

// On purpose: an Admin's profile link differs between the desktop bar and the mobile drawer.
const PROFILE_HREFS: Record<Role, { barHref: string; drawerHref: string }> = {
  Patient: { barHref: '/patient-profile', drawerHref: '/patient-profile' },
  Therapist: { barHref: '/therapist-profile', drawerHref: '/therapist-profile' },
  Admin: { barHref: '/patient-profile', drawerHref: '/user-profile' },
  Manager: { barHref: '/user-profile', drawerHref: '/user-profile' },
}

/** The header's view of an account: role link, and the profile link only when a full name exists. */
export function navAccountFor(account: AccountSummary | null): NavAccount | null {
  if (!account) return null
  const fullName = account.fullName.trim()
  const firstName = givenName(fullName)
  return {
    roleLink: ROLE_LINKS[account.role],
    profile: fullName ? { label: firstName || 'Profile', isName: Boolean(firstName), ...PROFILE_HREFS[account.role] } : null,
  }
}

// Titles people put before their names ("Dr. Adaeze Okafor", "Prof Bayo Ade", "Mrs. Ngozi Eze").
const TITLES = new Set(['dr', 'prof', 'mr', 'mrs', 'ms', 'miss', 'rev', 'pastor', 'chief', 'engr', 'barr', 'sir', 'dame', 'hon'])

/** The first name after any titles: "Adaeze" for "Dr. Adaeze Okafor"; the title itself when it is all there is. */
export function givenName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  const name = words.find((word) => !TITLES.has(word.replace(/\.$/, '').toLowerCase()))
  return name ?? words[0] ?? ''
}
