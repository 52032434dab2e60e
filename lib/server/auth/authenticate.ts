import 'server-only'
import { ROLES, USER_LOGIN_ROLES, type Role } from '@/lib/roles'
import { db } from '../db'
import { AppError } from '../errors'
import { reserveLoginAttempt, settleLoginAttempt } from './login-throttle'
import { verifyPassword } from './password'
import type { SessionSubject } from './session-token'

/**
 * Which accounts a sign-in accepts: the API's two login calls keep their roles (an API client asks
 * for a patient or a therapist session); the sign-in pages accept every account and route it by role.
 */
export type LoginPortal = 'user' | 'therapist' | 'any'

/** Unknown email and wrong password give the same answer, so the login reveals no accounts. */
export const INVALID_CREDENTIALS = 'Invalid email or password'

const PORTAL_ROLES: Record<LoginPortal, readonly Role[]> = { user: USER_LOGIN_ROLES, therapist: ['Therapist'], any: ROLES }
const WRONG_PORTAL: Record<LoginPortal, string> = {
  user: 'This is a therapist account. Please use LOGIN AS THERAPIST.',
  therapist: 'This is not a therapist account. Please use LOGIN AS A USER.',
  any: INVALID_CREDENTIALS,
}

export async function authenticate(input: {
  email: string
  password: string
  portal: LoginPortal
  ipAddress: string
}): Promise<SessionSubject> {
  const email = input.email.trim().toLowerCase()
  // Every password check is booked first, so the lockout holds however many guesses arrive at once.
  const attempt = await reserveLoginAttempt(email, input.ipAddress)
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, role: true, fullName: true, passwordHash: true, isBlocked: true, erasedAt: true, sessionVersion: true },
  })
  const passwordMatches = await verifyPassword(user?.passwordHash, input.password)
  if (!user || !passwordMatches || user.erasedAt) {
    await settleLoginAttempt(attempt, false)
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS)
  }
  await settleLoginAttempt(attempt, true)
  if (user.isBlocked) throw new AppError('BLOCKED', 'Your account has been blocked. Please contact support.')
  if (!PORTAL_ROLES[input.portal].includes(user.role)) throw new AppError('INVALID_CREDENTIALS', WRONG_PORTAL[input.portal])

  await db.user.update({ where: { id: user.id }, data: { lastSeenAt: new Date() } })
  return { id: user.id, role: user.role, fullName: user.fullName, sessionVersion: user.sessionVersion }
}
