import 'server-only'
import { encodeSessionToken, sessionCookieName, SESSION_ABSOLUTE_SECONDS, usesSecureCookies, type SessionClaims } from '@/lib/session-cookie'
import type { Role } from '@/lib/roles'
import { partialAddress } from '@/lib/privacy/partial-address'
import { trimUserAgent } from '@/lib/privacy/device-from-user-agent'
import { config } from '../config'
import { db } from '../db'
import { clientAddress } from '../request-info'

export type SessionSubject = { id: string; role: Role; fullName: string; sessionVersion: number }

/** Where a sign-in came from: the request's headers (its user agent and its client address). */
export type SignInOrigin = Pick<Headers, 'get'>

/**
 * A new sign-in: its row (which logout revokes) and the claims of its token. The row keeps the token's
 * session version (a later one ends it), the user agent cut short and only part of the address, so
 * the privacy centre can show where the person is signed in (decision 042); the full address is never
 * written here.
 */
export async function startSession(user: SessionSubject, origin?: SignInOrigin, now = new Date()): Promise<SessionClaims> {
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_SECONDS * 1000)
  const session = await db.userSession.create({
    data: {
      userId: user.id,
      createdAt: now,
      expiresAt,
      sessionVersion: user.sessionVersion,
      userAgent: trimUserAgent(origin?.get('user-agent')),
      partialAddress: origin ? partialAddress(clientAddress(origin)) : null,
    },
    select: { id: true },
  })
  return claimsFor(user, { id: session.id, expiresAt })
}

export function claimsFor(user: SessionSubject, session: { id: string; expiresAt: Date }): SessionClaims {
  return { sub: user.id, role: user.role, fullName: user.fullName, sv: user.sessionVersion, sid: session.id, aexp: Math.floor(session.expiresAt.getTime() / 1000) }
}

/** A new sign-in's token, as next-auth issues it at sign-in, for the API's login answers. */
export async function createSessionToken(user: SessionSubject, origin?: SignInOrigin): Promise<string> {
  return encodeSessionToken(await startSession(user, origin), config().AUTH_SECRET)
}

/** The session cookie's name and attributes (its lifetime is set where it is written). */
export function sessionCookie() {
  const secure = usesSecureCookies(config().APP_URL)
  return { name: sessionCookieName(secure), options: { httpOnly: true, sameSite: 'lax' as const, path: '/', secure } }
}
