import 'server-only'
import { ACCOUNT_ROLES } from '@/lib/roles'
import type { EditProfile } from '@/lib/validation/patient'
import { db, type Prisma } from '../db'
import { AppError, isUniqueViolation } from '../errors'
import { revokeResetLinks } from '../auth/password-reset/revoke-reset-links'
import { assertEmailChangeAllowed, emailTakenError } from '../users/email-ownership'
import { SAFE_USER_SELECT, toSafeUser } from '../users/user-dto'

// Partial: an absent field is left as it is.
type EditOwnProfileInput = { userId: string; changes: Partial<EditProfile> }

/**
 * Saves the signed-in user's own profile and answers the safe user. The data object is
 * built field by field from the eight editable fields, so nothing else a caller passes (role,
 * isBlocked, ids, timestamps, sessionVersion) can reach the database; undefined leaves a field as it is.
 */
export async function editOwnProfile({ userId, changes }: EditOwnProfileInput) {
  const data = {
    fullName: changes.fullName,
    email: changes.email,
    phoneNumber: changes.phoneNumber,
    address: changes.address,
    localGovernment: changes.localGovernment,
    state: changes.state,
    gender: changes.gender,
    dateOfBirth: changes.dateOfBirth === undefined ? undefined : changes.dateOfBirth && new Date(`${changes.dateOfBirth}T00:00:00Z`),
  } satisfies Prisma.UserUpdateInput

  if (data.email) await assertEmailChangeAllowed({ userId, email: data.email })
  try {
    const user = await db.$transaction(async (tx) => {
      const before = await tx.user.findUnique({ where: { id: userId }, select: { email: true } })
      // The role filter keeps therapists out: their profile has its own rules (and its own page).
      const after = await tx.user.update({ where: { id: userId, role: { in: [...ACCOUNT_ROLES] }, erasedAt: null }, data, select: SAFE_USER_SELECT })
      // A reset link sent to the old address must not reach the account any more.
      if (before && before.email !== after.email) await revokeResetLinks(tx, userId)
      return after
    })
    return toSafeUser(user)
  } catch (error) {
    // Another account took the email between the check and the write: the unique key decides.
    if (isUniqueViolation(error)) throw emailTakenError()
    if (isRecordNotFound(error)) throw new AppError('NOT_FOUND', 'Account not found')
    throw error
  }
}

const isRecordNotFound = (error: unknown) => (error as { code?: unknown })?.code === 'P2025'
