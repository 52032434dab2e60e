import type { Role } from '@/lib/roles'

// Where a person's messages live on the site, by role. Pure: the /messages route (the footer's
// shortcut), the thread lists and the new-message email use it.

/** The footer's messaging shortcut: a route that sends each person to their own threads. */
export const MESSAGES_ROUTE = '/messages'

/** A patient's threads are a section of their profile; a therapist's, a page of the dashboard. */
export const PATIENT_MESSAGES_PATH = '/patient-profile#messages'
export const THERAPIST_MESSAGES_PATH = '/therapist-dashboard/messages'

/** The page of one thread, as the person of this role opens it. */
export function threadPath(role: 'Patient' | 'Therapist', otherId: string): string {
  return role === 'Patient' ? `/patient-profile/messages/${otherId}` : `${THERAPIST_MESSAGES_PATH}/${otherId}`
}

/**
 * Where the messaging shortcut takes a signed-in person: a patient to their threads on the profile,
 * a therapist to the dashboard's Messages page; admins and managers have no threads (nobody's
 * messages are theirs to read), so they go to their own area.
 */
export function messagesHomeFor(role: Role): string {
  if (role === 'Patient') return PATIENT_MESSAGES_PATH
  if (role === 'Therapist') return THERAPIST_MESSAGES_PATH
  return '/admin'
}
