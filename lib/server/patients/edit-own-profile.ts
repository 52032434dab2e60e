import 'server-only'
import { ACCOUNT_ROLES } from '@/lib/roles'
import type { EditProfile } from '@/lib/validation/patient'
import { db, type Prisma } from '../db'
import { AppError, isUniqueViolation } from '../errors'
import { SAFE_USER_SELECT, toSafeUser } from '../users/user-dto'
import { EMAIL_TAKEN } from './register-patient'

// Partial: an absent field is left as it is.
type EditOwnProfileInput = { userId: string; changes: Partial<EditProfile> }

/**
 * Saves the signed-in user's own profile (spec 2.4) and answers the safe user. The data object is
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

  if (data.email) await assertEmailIsFree(data.email, userId)
  try {
    // The role filter keeps therapists out: their profile has its own rules (and its own page).
    const user = await db.user.update({ where: { id: userId, role: { in: [...ACCOUNT_ROLES] }, erasedAt: null }, data, select: SAFE_USER_SELECT })
    return toSafeUser(user)
  } catch (error) {
    // Another account took the email between the check and the write: the unique key decides.
    if (isUniqueViolation(error)) throw emailTaken()
    if (isRecordNotFound(error)) throw new AppError('NOT_FOUND', 'Account not found')
    throw error
  }
}

async function assertEmailIsFree(email: string, userId: string) {
  const owner = await db.user.findUnique({ where: { email }, select: { id: true } })
  if (owner && owner.id !== userId) throw emailTaken()
}

const emailTaken = () => new AppError('EMAIL_TAKEN', EMAIL_TAKEN, { email: [EMAIL_TAKEN] })

const isRecordNotFound = (error: unknown) => (error as { code?: unknown })?.code === 'P2025'
