import 'server-only'
import { encode } from 'next-auth/jwt'
import { SESSION_MAX_AGE_SECONDS, sessionCookieName, usesSecureCookies } from '@/lib/session-cookie'
import type { Role } from '@/lib/roles'
import { config } from '../config'

export type SessionSubject = { id: string; role: Role; fullName: string; sessionVersion: number }

/** The same token next-auth issues at sign-in, for the API's login answers. */
export function createSessionToken(user: SessionSubject): Promise<string> {
  return encode({
    token: { sub: user.id, role: user.role, fullName: user.fullName, sv: user.sessionVersion },
    secret: config().AUTH_SECRET,
    maxAge: SESSION_MAX_AGE_SECONDS,
  })
}

export function sessionCookieOptions() {
  const secure = usesSecureCookies(config().APP_URL)
  return { name: sessionCookieName(secure), httpOnly: true, sameSite: 'lax' as const, path: '/', secure, maxAge: SESSION_MAX_AGE_SECONDS }
}
