import 'server-only'
import { revokeResetLinks } from '../auth/password-reset/revoke-reset-links'
import { ACCOUNT_ROLES, type Role } from '@/lib/roles'
import type { ChangePassword } from '@/lib/validation/patient'
import { hashPassword, verifyPassword } from '../auth/password'
import type { SessionSubject } from '../auth/session-token'
import { db } from '../db'
import { AppError } from '../errors'
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit'

export const WRONG_OLD_PASSWORD = 'Your old password is incorrect'

/**
 * Guessing the old password from a stolen session would take a new password with it: every attempt
 * counts, per account, like the login throttle (docs/decisions/009-patient-profile-rules.md).
 */
export const PASSWORD_CHANGE_LIMIT = { max: 5, windowMs: 15 * 60_000 } as const

/**
 * Changes the signed-in user's password after checking the old one, and bumps the session version
 * so every existing session of the user ends (decision 006). Answers the new session subject: the
 * caller re-issues the current browser's cookie (or the API caller's token) from it. `roles` names the
 * accounts this door serves (the user pages by default; the therapist pages pass ['Therapist']).
 */
export async function changePassword({
  userId,
  oldPassword,
  newPassword,
  roles = ACCOUNT_ROLES,
}: ChangePassword & { userId: string; roles?: readonly Role[] }): Promise<SessionSubject> {
  await enforceRateLimit(
    { bucket: 'password-change', key: userId, limit: PASSWORD_CHANGE_LIMIT.max, windowMs: PASSWORD_CHANGE_LIMIT.windowMs },
    (retryIn) => `Too many password change attempts. Please try again ${retryIn}.`,
  )
  const where = { id: userId, role: { in: [...roles] }, erasedAt: null }
  const user = await db.user.findFirst({ where, select: { passwordHash: true, sessionVersion: true } })
  if (!user) throw new AppError('NOT_FOUND', 'Account not found')
  if (!(await verifyPassword(user.passwordHash, oldPassword)))
    throw new AppError('VALIDATION', WRONG_OLD_PASSWORD, { oldPassword: [WRONG_OLD_PASSWORD] })

  const passwordHash = await hashPassword(newPassword)
  // Conditional on the version read above: of two changes racing, the second finds nothing to update
  // (Prisma's P2025) and is refused rather than silently replacing the first one's password.
  try {
    return await db.$transaction(async (tx) => {
      const changed = await tx.user.update({
        where: { ...where, sessionVersion: user.sessionVersion },
        data: { passwordHash, sessionVersion: { increment: 1 } },
        select: { id: true, role: true, fullName: true, sessionVersion: true },
      })
      // A reset link asked for before the change must not undo it.
      await revokeResetLinks(tx, userId)
      return changed
    })
  } catch (error) {
    if ((error as { code?: unknown })?.code === 'P2025') throw new AppError('CONFLICT', 'Your password was just changed elsewhere. Please sign in again.')
    throw error
  }
}
