import 'server-only'
import type { Role } from '@/lib/roles'
import { INVALID_RESET_LINK } from '@/lib/validation/password-reset'
import { db } from '../../db'
import { AppError } from '../../errors'
import { recordLoginSuccess } from '../login-throttle'
import { revokeResetLinks } from './revoke-reset-links'
import { hashPassword } from '../password'
import { checkResetToken } from './check-reset-token'
import { hashResetToken } from './reset-token'

/** 400 with the error on `token`: the page goes to /token-expired. */
export function invalidResetToken(): AppError {
  return new AppError('INVALID_TOKEN', INVALID_RESET_LINK, { token: [INVALID_RESET_LINK] })
}

/**
 * Sets a new password with a reset link's token. In one transaction: the token is claimed
 * (marked used) only while it is unused and unexpired, the password hash changes and the session
 * version goes up, so every existing session of the account ends (decision 006). Two uses of the
 * same token at once queue on the token's row: the second finds it used and changes nothing.
 * An unknown, used or expired token, or a blocked or erased account, answers INVALID_TOKEN.
 */
export async function resetPassword(input: { token: string; password: string; ipAddress?: string }): Promise<{ userId: string; role: Role }> {
  // A cheap read first: a dead or made-up link never costs a (deliberately slow) password hash.
  if (!(await checkResetToken({ token: input.token }))) throw invalidResetToken()
  const tokenHash = hashResetToken(input.token)
  // Hashed before the transaction, which then holds its locks only briefly.
  const passwordHash = await hashPassword(input.password)

  const user = await db.$transaction(async (tx) => {
    const now = new Date()
    const [claimed] = await tx.passwordResetToken.updateManyAndReturn({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
      select: { userId: true },
    })
    if (!claimed) throw invalidResetToken()
    // A throw here rolls the claim back as well: the token stays unused.
    const [updated] = await tx.user.updateManyAndReturn({
      where: { id: claimed.userId, isBlocked: false, erasedAt: null },
      data: { passwordHash, sessionVersion: { increment: 1 } },
      select: { id: true, email: true, role: true },
    })
    if (!updated) throw invalidResetToken()
    // Any other link of this account dies with the old password.
    await revokeResetLinks(tx, updated.id)
    return updated
  })

  // Proving control of the mailbox lifts a login lockout: record a success so the failures before it
  // no longer count (lib/server/auth/login-throttle.ts counts failures since the last success).
  await recordLoginSuccess(user.email, input.ipAddress ?? 'unknown')
  return { userId: user.id, role: user.role }
}
