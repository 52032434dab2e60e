import 'server-only'
import { cookies } from 'next/headers'
import { encodeSessionToken, SESSION_MAX_AGE_SECONDS } from '@/lib/session-cookie'
import { config } from '../config'
import { db } from '../db'
import { claimsFor, sessionCookie, type SessionSubject } from './session-token'

/**
 * After the session version was bumped (a password change), every token of the user is refused,
 * this request's too: give the current browser a fresh session cookie so this session carries on
 * while all the others end (decision 006). It stays the same sign-in (`sessionId`), with the same
 * absolute end. Works in server actions and route handlers; the token is returned for API callers
 * that send it as a Bearer token.
 */
export async function reissueSession(user: SessionSubject, sessionId: string): Promise<string> {
  // The row carries the new session version too: it is what says this sign-in is still live (decision 042).
  const session = await db.userSession.update({ where: { id: sessionId }, data: { sessionVersion: user.sessionVersion }, select: { id: true, expiresAt: true } })
  const token = await encodeSessionToken(claimsFor(user, session), config().AUTH_SECRET)
  const { name, options } = sessionCookie()
  ;(await cookies()).set(name, token, { ...options, maxAge: SESSION_MAX_AGE_SECONDS })
  return token
}
