import 'server-only'
import { encodeSessionToken, sessionCookieName, SESSION_ABSOLUTE_SECONDS, usesSecureCookies, type SessionClaims } from '@/lib/session-cookie'
import type { Role } from '@/lib/roles'
import { config } from '../config'
import { db } from '../db'

export type SessionSubject = { id: string; role: Role; fullName: string; sessionVersion: number }

/** A new sign-in: its row (which logout revokes) and the claims of its token. */
export async function startSession(user: SessionSubject, now = new Date()): Promise<SessionClaims> {
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_SECONDS * 1000)
  const session = await db.userSession.create({ data: { userId: user.id, createdAt: now, expiresAt }, select: { id: true } })
  return claimsFor(user, { id: session.id, expiresAt })
}

export function claimsFor(user: SessionSubject, session: { id: string; expiresAt: Date }): SessionClaims {
  return { sub: user.id, role: user.role, fullName: user.fullName, sv: user.sessionVersion, sid: session.id, aexp: Math.floor(session.expiresAt.getTime() / 1000) }
}

/** A new sign-in's token, as next-auth issues it at sign-in, for the API's login answers. */
export async function createSessionToken(user: SessionSubject): Promise<string> {
  return encodeSessionToken(await startSession(user), config().AUTH_SECRET)
}

/** The session cookie's name and attributes (its lifetime is set where it is written). */
export function sessionCookie() {
  const secure = usesSecureCookies(config().APP_URL)
  return { name: sessionCookieName(secure), options: { httpOnly: true, sameSite: 'lax' as const, path: '/', secure } }
}
