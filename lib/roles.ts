// Roles and what each may open. Pure: shared by the proxy, pages and the data layer.
export const ROLES = ['Patient', 'Therapist', 'Admin', 'Manager'] as const
export type Role = (typeof ROLES)[number]

/** Roles that may use the admin area. A Manager sees it read-only and manages the blog (docs/decisions/005-manager-role.md). */
export const ADMIN_AREA_ROLES: readonly Role[] = ['Admin', 'Manager']
/** Roles that run the blog from the admin area: create, edit and delete posts, delete comments (decision 005). */
export const BLOG_MANAGER_ROLES: readonly Role[] = ['Admin', 'Manager']
/** Roles that hide a review with a reason, as they moderate blog comments (docs/decisions/031-reviews.md). */
export const REVIEW_MODERATOR_ROLES: readonly Role[] = ['Admin', 'Manager']
export const PATIENT_AREA_ROLES: readonly Role[] = ['Patient', 'Admin']
/**
 * What the admin area shows only to Admins (decision 005): a Manager oversees and runs the blog, and
 * needs neither a therapist's private verification documents nor the link into a therapy session.
 */
export const canOpenVerificationDocuments = (role: Role) => role === 'Admin'
export const canSeeSessionLinks = (role: Role) => role === 'Admin'
/** Who acts on money and sessions in the admin area (cancel, decide a dispute, mark an alert handled); the server asserts it again. */
export const canTakeAdminActions = (role: Role) => role === 'Admin'
/** Own-account pages (profile, edit, password): every user who signs in on the user login. */
export const ACCOUNT_ROLES: readonly Role[] = ['Patient', 'Admin', 'Manager']
/** The patient login API also signs in admins and managers: the spec has a single user login. */
export const USER_LOGIN_ROLES: readonly Role[] = ['Patient', 'Admin', 'Manager']

const ROLE_HOMES: Record<Role, string> = { Patient: '/', Therapist: '/therapist-dashboard', Admin: '/admin', Manager: '/admin' }

/**
 * Where each role lands after signing in when no page asked for them: a patient on the home page, a
 * therapist on the dashboard, admins and managers in the admin area where their work is.
 */
export function homeForRole(role: Role): string {
  return ROLE_HOMES[role]
}

/** /user-profile sends each role to its own profile page. */
export function profilePathForRole(role: Role): string {
  return role === 'Therapist' ? '/therapist-profile' : '/patient-profile'
}

/**
 * Who has message threads: a patient and a therapist whom a paid session links. Admins and managers
 * have none and can open nobody's (docs/decisions/030-secure-messages.md).
 */
export const MESSAGING_ROLES: readonly Role[] = ['Patient', 'Therapist']
