import 'server-only'
import { decodeSessionToken } from '@/lib/session-cookie'
import { config } from '../config'
import { db } from '../db'

export const SIGNED_OUT_EVERYWHERE = 'You are signed out on every device.'

/**
 * Logout: the sign-in the token names is revoked in the database, so neither its cookie nor a copy of
 * it used as a Bearer token works again. A token that is not valid ends nothing (and says nothing).
 */
export async function endSession(token: string | null | undefined): Promise<void> {
  const claims = await decodeSessionToken(token, config().AUTH_SECRET)
  if (!claims) return
  await db.userSession.updateMany({ where: { id: claims.sid, userId: claims.sub, revokedAt: null }, data: { revokedAt: new Date() } })
}

/**
 * Sign out everywhere: every sign-in of the account ends at once (the session version every token
 * carries moves on, and the rows are revoked for the record). The caller clears its own cookie.
 */
export async function endEverySession({ userId }: { userId: string }): Promise<void> {
  const now = new Date()
  await db.$transaction([
    db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } }, select: { id: true } }),
    db.userSession.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } }),
  ])
}
