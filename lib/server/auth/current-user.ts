import 'server-only'
import { cookies, headers } from 'next/headers'
import { connection } from 'next/server'
import { redirect } from 'next/navigation'
import { cache } from 'react'
import { bearerToken, decodeSessionToken } from '@/lib/session-cookie'
import { loginPathFor } from '@/lib/route-access'
import type { Role } from '@/lib/roles'
import { config } from '../config'
import { Prisma, readRows } from '../db'
import { AppError } from '../errors'
import { assertRole } from './assert-role'
import { sessionCookie } from './session-token'

/** `sessionId` names this sign-in (logout ends it, a password change carries it on). */
export type SessionUser = { id: string; role: Role; fullName: string; email: string; sessionId: string }

/**
 * The signed-in user of this request, from the session cookie or an `Authorization: Bearer` token,
 * checked against the database every time: a logged-out or expired sign-in, a blocked or erased user,
 * or a token older than the user's session version (password changed or reset, blocked, signed out
 * everywhere), gets null.
 */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()])
  const token = bearerToken(headerStore.get('authorization')) ?? cookieStore.get(sessionCookie().name)?.value
  // Checking a session reads the clock and the database: request time only, never in a prefetch
  // prerender (which may see the cookies but must not use the current time).
  await connection()
  return resolveSessionUser(token)
})

/** The session token a request carries: its Bearer token, else its session cookie. */
export function sessionToken(request: { headers: Headers; cookies: { get(name: string): { value: string } | undefined } }): string | null {
  return bearerToken(request.headers.get('authorization')) ?? request.cookies.get(sessionCookie().name)?.value ?? null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type SessionRow = { id: string; role: Role; fullName: string; email: string; isBlocked: boolean; sessionVersion: number; erasedAt: Date | null }

export async function resolveSessionUser(token: string | null | undefined): Promise<SessionUser | null> {
  const claims = await decodeSessionToken(token, config().AUTH_SECRET)
  // Only a signed token gets here, whose user id is always a UUID; anything else is no sign-in.
  if (!claims || !UUID.test(claims.sub)) return null
  // One read, one round trip (every signed-in request pays for it: decision 048): the sign-in must
  // be live (not logged out, not past its absolute end) and its user too. Straight through the pool,
  // not Prisma's client (decision 054).
  const [user] = await readRows<SessionRow>(Prisma.sql`
    SELECT u.id::text AS id, u.role::text AS role, u."fullName", u.email, u."isBlocked", u."sessionVersion", u."erasedAt"
    FROM "UserSession" s JOIN "User" u ON u.id = s."userId"
    WHERE s.id = ${claims.sid}::uuid AND s."userId" = ${claims.sub}::uuid AND s."revokedAt" IS NULL AND s."expiresAt" > ${new Date()}`)
  if (!user || user.isBlocked || user.erasedAt || user.sessionVersion !== claims.sv) return null
  return { id: user.id, role: user.role, fullName: user.fullName, email: user.email, sessionId: claims.sid }
}

/** For server actions, route handlers and data reads: 401 without a session, 403 for another role. */
export async function requireUser(roles?: readonly Role[]): Promise<SessionUser> {
  const user = await getCurrentUser()
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.')
  if (roles) assertRole(user, roles)
  return user
}

/** For pages: visitors go to the login page (and come back), a wrong role goes to /unauthorized. */
export async function requirePageUser(roles: readonly Role[], returnTo: string): Promise<SessionUser> {
  const user = await getCurrentUser()
  if (!user) redirect(loginPathFor(returnTo))
  if (!roles.includes(user.role)) redirect('/unauthorized')
  return user
}
