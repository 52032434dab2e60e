// The session cookie and token format, shared by the proxy (no database there), next-auth and
// lib/server/auth. A session is a JWT signed with AUTH_SECRET (HS256); like the original API's token
// it carries the user under user._doc, so a client can read who is signed in. The same token works
// as an `Authorization: Bearer` token. Nothing secret goes in it: it is signed, not encrypted.
import { randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import { ROLES, type Role } from './roles'

/** Sessions last 7 days: long enough for a patient's week, short for a shared phone. */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60
const ALGORITHM = 'HS256'

export function usesSecureCookies(appUrl = process.env.APP_URL): boolean {
  return Boolean(appUrl?.startsWith('https://'))
}

export function sessionCookieName(secure = usesSecureCookies()): string {
  return secure ? '__Secure-alafia.session' : 'alafia.session'
}

export type SessionClaims = { sub: string; role: Role; fullName: string; sv: number }

const signingKey = (secret: string) => new TextEncoder().encode(secret)

export async function encodeSessionToken(claims: SessionClaims, secret: string, maxAgeSeconds = SESSION_MAX_AGE_SECONDS): Promise<string> {
  const { sub, role, fullName, sv } = claims
  return new SignJWT({ role, fullName, sv, user: { _doc: { _id: sub, fullName, role } } })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + maxAgeSeconds)
    .setJti(randomUUID())
    .sign(signingKey(secret))
}

/** Reads the session from a cookie value or a Bearer token. Tampered, expired or malformed → null. */
export async function decodeSessionToken(token: string | undefined | null, secret: string | undefined): Promise<SessionClaims | null> {
  if (!token || !secret) return null
  try {
    const { payload } = await jwtVerify(token, signingKey(secret), { algorithms: [ALGORITHM] })
    const { sub, role, fullName, sv } = payload
    if (typeof sub !== 'string' || typeof sv !== 'number' || !ROLES.includes(role as Role)) return null
    return { sub, role: role as Role, fullName: typeof fullName === 'string' ? fullName : '', sv }
  } catch {
    return null
  }
}

export function bearerToken(authorization: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')
  return match?.[1] ?? null
}
