import 'server-only'
import { redirect } from 'next/navigation'
import { requirePageUser, requireUser, type SessionUser } from '../auth/current-user'
import { db } from '../db'
import { AppError } from '../errors'

/** Spec 2.6: where an unverified therapist is sent from every dashboard page. */
export const NOT_VERIFIED_PATH = '/therapist-dashboard/therapist-not-verified'
export const NOT_VERIFIED = 'Your account is not verified yet. Upload your documents and wait for an administrator to verify you.'

async function isVerified(userId: string): Promise<boolean> {
  const profile = await db.therapistProfile.findUnique({ where: { userId }, select: { isVerified: true } })
  return profile?.isVerified === true
}

/**
 * Spec 6: only a verified therapist works in the dashboard. For route handlers that already hold
 * the Therapist session (withRole): 403 otherwise. Read from the database on every call, so a
 * verification takes effect at once.
 */
export async function assertVerifiedTherapist(user: SessionUser): Promise<SessionUser> {
  if (user.role !== 'Therapist' || !(await isVerified(user.id))) throw new AppError('FORBIDDEN', NOT_VERIFIED)
  return user
}

/** For server actions: 401 without a session, 403 for another role or an unverified therapist. */
export async function requireVerifiedTherapist(): Promise<SessionUser> {
  return assertVerifiedTherapist(await requireUser(['Therapist']))
}

/**
 * For dashboard pages: visitors go to the login, other roles to /unauthorized (requirePageUser), an
 * unverified therapist to the not-verified page. The layout may check too; each page checks itself.
 */
export async function requireVerifiedTherapistPage(returnTo: string): Promise<SessionUser> {
  const user = await requirePageUser(['Therapist'], returnTo)
  if (!(await isVerified(user.id))) redirect(NOT_VERIFIED_PATH)
  return user
}
