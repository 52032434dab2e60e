// The session cookie and token format, shared by the proxy (no database there), next-auth and
// lib/server/auth. A session is a JWT signed with AUTH_SECRET (HS256); like the original API's token
// it carries the user under user._doc, so a client can read who is signed in. The same token works
// as an `Authorization: Bearer` token. Nothing secret goes in it: it is signed, not encrypted.
import { randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import { ROLES, type Role } from './roles'

/** A token lasts 7 days and is renewed while it is used: long enough for a patient's week, short for a shared phone. */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60
/** However often it is renewed, a sign-in ends 30 days after it began: a stolen token dies too. */
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60
const ALGORITHM = 'HS256'

export function usesSecureCookies(appUrl = process.env.APP_URL): boolean {
  return Boolean(appUrl?.startsWith('https://'))
}

export function sessionCookieName(secure = usesSecureCookies()): string {
  return secure ? '__Secure-alafia.session' : 'alafia.session'
}

/**
 * `sid` names the sign-in (a UserSession row, checked on every request: logout revokes it); `aexp`
 * is its absolute end (seconds since the epoch), past which no renewal reaches.
 */
export type SessionClaims = { sub: string; role: Role; fullName: string; sv: number; sid: string; aexp: number }

const signingKey = (secret: string) => new TextEncoder().encode(secret)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function encodeSessionToken(claims: SessionClaims, secret: string, maxAgeSeconds = SESSION_MAX_AGE_SECONDS): Promise<string> {
  const { sub, role, fullName, sv, sid, aexp } = claims
  // Renewal moves the expiry forward, but never past the sign-in's absolute end.
  const expiresAt = Math.min(Math.floor(Date.now() / 1000) + maxAgeSeconds, aexp)
  return new SignJWT({ role, fullName, sv, sid, aexp, user: { _doc: { _id: sub, fullName, role } } })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .setJti(randomUUID())
    .sign(signingKey(secret))
}

/** Reads the session from a cookie value or a Bearer token. Tampered, expired or malformed → null. */
export async function decodeSessionToken(token: string | undefined | null, secret: string | undefined): Promise<SessionClaims | null> {
  if (!token || !secret) return null
  try {
    const { payload } = await jwtVerify(token, signingKey(secret), { algorithms: [ALGORITHM] })
    const { sub, role, fullName, sv, sid, aexp } = payload
    if (typeof sub !== 'string' || typeof sv !== 'number' || !ROLES.includes(role as Role)) return null
    if (typeof sid !== 'string' || !UUID.test(sid) || typeof aexp !== 'number' || aexp * 1000 <= Date.now()) return null
    return { sub, role: role as Role, fullName: typeof fullName === 'string' ? fullName : '', sv, sid, aexp }
  } catch {
    return null
  }
}

export function bearerToken(authorization: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')
  return match?.[1] ?? null
}
