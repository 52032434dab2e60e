import 'server-only'
import { redirect } from 'next/navigation'
import { publicRoute } from '../api/handler'
import { requirePageUser, requireUser, type SessionUser } from '../auth/current-user'
import { db } from '../db'
import { AppError } from '../errors'

/** Where an unverified therapist is sent from every dashboard page. */
export const NOT_VERIFIED_PATH = '/therapist-dashboard/therapist-not-verified'
export const AWAITING_VERIFICATION = 'Your account is awaiting verification.'

/**
 * Whether the therapist's profile is verified, read from the database on every call: the session
 * token does not carry it, so verification (or a future unverify) takes effect at once. A Therapist
 * account without a profile cannot be verified. Exported so the not-verified page can send a
 * verified therapist back to the dashboard.
 */
export async function isVerifiedTherapist(userId: string): Promise<boolean> {
  const profile = await db.therapistProfile.findUnique({ where: { userId }, select: { isVerified: true } })
  return profile?.isVerified === true
}

/**
 * For the dashboard pages (only a verified therapist reaches them): visitors go to the
 * login page, other roles to /unauthorized, an unverified therapist to the not-verified page.
 * Blocked or erased accounts have no session at all (getCurrentUser refuses them).
 */
export async function requireVerifiedTherapist(returnTo: string): Promise<SessionUser> {
  const user = await requirePageUser(['Therapist'], returnTo)
  if (!(await isVerifiedTherapist(user.id))) redirect(NOT_VERIFIED_PATH)
  return user
}

/** For server actions and route handlers: 401 without a session, 403 for other roles and for an unverified therapist. */
export async function requireVerifiedTherapistApi(): Promise<SessionUser> {
  const user = await requireUser(['Therapist'])
  if (!(await isVerifiedTherapist(user.id))) throw new AppError('FORBIDDEN', AWAITING_VERIFICATION)
  return user
}

type RouteHandler = Parameters<typeof publicRoute>[0]
type VerifiedHandler = (args: Parameters<RouteHandler>[0] & { user: SessionUser }) => Promise<Response>

/** An API route for verified therapists only, like withRole(['Therapist'], …) plus the verification check. */
export function withVerifiedTherapist(handler: VerifiedHandler) {
  return publicRoute(async (args) => handler({ ...args, user: await requireVerifiedTherapistApi() }))
}
