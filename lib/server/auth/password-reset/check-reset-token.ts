import 'server-only'
import { db } from '../../db'
import { hashResetToken, isWellFormedResetToken } from './reset-token'

/**
 * Whether a reset link can still be used, without using it: the /reset-Password page sends a dead
 * link straight to /token-expired instead of letting the person type a new password for nothing.
 */
export async function checkResetToken({ token }: { token: string | undefined }): Promise<boolean> {
  if (!isWellFormedResetToken(token)) return false
  const found = await db.passwordResetToken.findUnique({
    where: { tokenHash: hashResetToken(token) },
    select: { usedAt: true, expiresAt: true, user: { select: { isBlocked: true, erasedAt: true } } },
  })
  return Boolean(found && !found.usedAt && found.expiresAt > new Date() && !found.user.isBlocked && !found.user.erasedAt)
}
