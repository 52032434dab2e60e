// The session cookie and token format, shared by the proxy (no database there) and lib/server/auth.
// Sessions are next-auth JWTs (encrypted with AUTH_SECRET); the same token works as a Bearer token.
import { decode, type JWT } from 'next-auth/jwt'
import type { Role } from './roles'

/** Sessions last 7 days: long enough for a patient's week, short for a shared phone. */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60

export function usesSecureCookies(appUrl = process.env.APP_URL): boolean {
  return Boolean(appUrl?.startsWith('https://'))
}

export function sessionCookieName(secure = usesSecureCookies()): string {
  return secure ? '__Secure-alafia.session' : 'alafia.session'
}

export type SessionClaims = { sub: string; role: Role; fullName: string; sv: number }

function isSessionClaims(token: JWT | null): token is JWT & SessionClaims {
  return !!token && typeof token.sub === 'string' && typeof token.role === 'string' && typeof token.sv === 'number'
}

/** Reads the session from a cookie value or an `Authorization: Bearer` header. Tampered or expired → null. */
export async function decodeSessionToken(token: string | undefined | null, secret: string | undefined): Promise<SessionClaims | null> {
  if (!token || !secret) return null
  try {
    const claims = await decode({ token, secret })
    return isSessionClaims(claims) ? { sub: claims.sub, role: claims.role, fullName: String(claims.fullName ?? ''), sv: claims.sv } : null
  } catch {
    return null
  }
}

export function bearerToken(authorization: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')
  return match?.[1] ?? null
}
