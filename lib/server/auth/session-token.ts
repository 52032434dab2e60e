import 'server-only'
import { SESSION_MAX_AGE_SECONDS, encodeSessionToken, sessionCookieName, usesSecureCookies } from '@/lib/session-cookie'
import type { Role } from '@/lib/roles'
import { config } from '../config'

export type SessionSubject = { id: string; role: Role; fullName: string; sessionVersion: number }

/** The same token next-auth issues at sign-in, for the API's login answers. */
export function createSessionToken(user: SessionSubject): Promise<string> {
  return encodeSessionToken({ sub: user.id, role: user.role, fullName: user.fullName, sv: user.sessionVersion }, config().AUTH_SECRET)
}

export function sessionCookieOptions() {
  const secure = usesSecureCookies(config().APP_URL)
  return { name: sessionCookieName(secure), httpOnly: true, sameSite: 'lax' as const, path: '/', secure, maxAge: SESSION_MAX_AGE_SECONDS }
}
