import { MESSAGES_ROUTE, messagesHomeFor } from './messages/message-paths'
import { ACCOUNT_ROLES, ADMIN_AREA_ROLES, homeForRole, PATIENT_AREA_ROLES, type Role } from './roles'

// The guarded routes and the roles that may open them. Anything not listed here is public.
type Rule = { prefix: string; roles: readonly Role[] }

const RULES: Rule[] = [
  // Patient or Admin, and a Manager, whose own account lives on the same pages (decision 005).
  { prefix: '/patient-profile', roles: ACCOUNT_ROLES },
  { prefix: '/patient-change-password', roles: ACCOUNT_ROLES },
  { prefix: '/edit-patient-profile', roles: ACCOUNT_ROLES },
  { prefix: '/confirm-appointment', roles: PATIENT_AREA_ROLES },
  { prefix: '/reschedule-appointment', roles: PATIENT_AREA_ROLES },
  { prefix: '/user-profile', roles: ['Patient', 'Admin', 'Manager', 'Therapist'] },
  // Everyone's own data: export, consents, sign-ins, erasure.
  { prefix: '/privacy-centre', roles: ['Patient', 'Admin', 'Manager', 'Therapist'] },
  { prefix: '/therapist-change-password', roles: ['Therapist'] },
  { prefix: '/therapist-profile', roles: ['Therapist'] },
  { prefix: '/update-therapist-profile', roles: ['Therapist'] },
  { prefix: '/therapist-dashboard', roles: ['Therapist'] },
  { prefix: '/admin', roles: ADMIN_AREA_ROLES },
  { prefix: '/appointment-confirmation', roles: ['Patient', 'Admin', 'Therapist'] },
  { prefix: '/payment-successful', roles: ['Patient', 'Admin', 'Therapist'] },
  { prefix: '/payment-error', roles: ['Patient', 'Admin', 'Therapist'] },
]

/** The roles allowed on a path, or null when the path is public. */
export function rolesForPath(pathname: string): readonly Role[] | null {
  const rule = RULES.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`))
  return rule?.roles ?? null
}

export type AccessDecision = { kind: 'allow' } | { kind: 'login'; to: string } | { kind: 'unauthorized'; to: string }

export function decideAccess(pathname: string, search: string, role: Role | null): AccessDecision {
  const roles = rolesForPath(pathname)
  if (!roles) return { kind: 'allow' }
  if (!role) return { kind: 'login', to: loginPathFor(`${pathname}${search}`) }
  if (!roles.includes(role)) return { kind: 'unauthorized', to: '/unauthorized' }
  return { kind: 'allow' }
}

export function loginPathFor(returnTo: string): string {
  return `/patient-login?redirect=${encodeURIComponent(returnTo)}`
}

const BASE = 'http://alafia.invalid'
// Backslashes (browsers read them as slashes) and control characters (the URL parser drops tabs and
// line breaks, so "/\t/evil.example" would become "//evil.example"): never in a redirect target.
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/

/**
 * Only a path on this site may be a redirect target: never another origin, never //evil.example.
 * The decision is made on the path the browser would really go to: "/..//evil.example" and
 * "/%2e%2e//evil.example" resolve to "//evil.example" (another host), so the resolved path is
 * checked again, not only the raw value.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || UNSAFE_CHARACTERS.test(value) || !value.startsWith('/') || value.startsWith('//')) return fallback
  try {
    const url = new URL(value, BASE)
    const path = `${url.pathname}${url.search}${url.hash}`
    if (url.origin !== BASE || !path.startsWith('/') || path.startsWith('//')) return fallback
    // What the browser does with the answer must land here too.
    return new URL(path, BASE).origin === BASE ? path : fallback
  } catch {
    return fallback
  }
}

/**
 * Where a person goes after signing in on either login page: the page that sent them there (a safe
 * path, see safeRedirectPath) when their role may open it, otherwise their role's home. So a
 * therapist who signs in on the patient login lands on the dashboard, and a patient on the therapist
 * login on the home page, instead of being turned away.
 */
export function landingAfterSignIn(role: Role, requested: string | null): string {
  if (requested === null) return homeForRole(role)
  const pathname = requested.split(/[?#]/)[0] ?? '/'
  // The messaging shortcut's route only redirects: go straight to where it would send this role.
  if (pathname === MESSAGES_ROUTE) return messagesHomeFor(role)
  return decideAccess(pathname, '', role).kind === 'allow' ? requested : homeForRole(role)
}
