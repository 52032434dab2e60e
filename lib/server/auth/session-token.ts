import 'server-only'
import { encodeSessionToken, sessionCookieName, usesSecureCookies } from '@/lib/session-cookie'
import type { Role } from '@/lib/roles'
import { config } from '../config'

export type SessionSubject = { id: string; role: Role; fullName: string; sessionVersion: number }

/** The same token next-auth issues at sign-in, for the API's login answers. */
export function createSessionToken(user: SessionSubject): Promise<string> {
  return encodeSessionToken({ sub: user.id, role: user.role, fullName: user.fullName, sv: user.sessionVersion }, config().AUTH_SECRET)
}

/** The session cookie's name and attributes (its lifetime is set where it is written). */
export function sessionCookie() {
  const secure = usesSecureCookies(config().APP_URL)
  return { name: sessionCookieName(secure), options: { httpOnly: true, sameSite: 'lax' as const, path: '/', secure } }
}
