import 'server-only'
import { revokeResetLinks } from '../../auth/password-reset/revoke-reset-links'
import { CANNOT_BLOCK_SELF, CANNOT_CHANGE_ADMIN, ERASED_CANNOT_CHANGE, NOTICES, THERAPIST_NOT_FOUND, USER_NOT_FOUND } from '@/lib/validation/admin-people'
import { recordAudit } from '../../audit/record-audit'
import { CACHE_TAGS, expireTags } from '../../cache/public-cache'
import { db } from '../../db'
import { AppError } from '../../errors'
import { assertAdmin, type Actor } from '../../auth/assert-role'
import { assertId } from './admin-guard'

type SetBlockedInput = {
  actor: Actor
  userId: string
  blocked: boolean
  /** Which door was used: the therapist calls answer 404 for anyone who is not a therapist. */
  as: 'user' | 'therapist'
}

export type BlockResult = { message: string; data: { _id: string; isBlocked: boolean } }

/**
 * Block or unblock an account. Admin only; never one's own account
 * nor another Admin's (docs/decisions/017), never an erased one.
 *
 * Blocking bumps the session version in the same statement, so every session and API token of the
 * person ends at once (resolveSessionUser compares versions and reads isBlocked on every request),
 * and sign-in refuses a blocked account. Unblocking only lifts the block: the person signs in again.
 * A blocked therapist leaves the directory and cannot be booked (PUBLIC_THERAPIST_WHERE); the public
 * pages are expired here. Asking for the state the account is already in changes nothing and writes
 * no audit entry, but answers the same notice (a double click is not an error).
 */
export async function setAccountBlocked({ actor, userId, blocked, as }: SetBlockedInput): Promise<BlockResult> {
  assertAdmin(actor)
  const notFound = as === 'therapist' ? THERAPIST_NOT_FOUND : USER_NOT_FOUND
  const id = assertId(userId, notFound)
  if (id === actor.id) throw new AppError('FORBIDDEN', CANNOT_BLOCK_SELF)

  const role = await db.$transaction(async (tx) => {
    const target = await tx.user.findUnique({ where: { id }, select: { role: true, erasedAt: true } })
    if (!target || (as === 'therapist' && target.role !== 'Therapist')) throw new AppError('NOT_FOUND', notFound)
    if (target.role === 'Admin') throw new AppError('FORBIDDEN', CANNOT_CHANGE_ADMIN)
    if (target.erasedAt) throw new AppError('CONFLICT', ERASED_CANNOT_CHANGE)
    // Conditional on the current state (and on not being erased meanwhile): of two clicks, one changes it.
    const { count } = await tx.user.updateMany({
      where: { id, isBlocked: !blocked, erasedAt: null },
      data: blocked ? { isBlocked: true, sessionVersion: { increment: 1 } } : { isBlocked: false },
    })
    if (count === 0) return { role: target.role, changed: false }
    // A blocked person cannot come back in through a reset link sent before.
    if (blocked) await revokeResetLinks(tx, id)
    const isTherapist = target.role === 'Therapist'
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${isTherapist ? 'therapist' : 'user'}.${blocked ? 'block' : 'unblock'}`,
      targetType: isTherapist ? 'Therapist' : 'User',
      targetId: id,
      targetUserId: id,
      details: { role: target.role },
    })
    return { role: target.role, changed: true }
  })

  // The directory, the home cards and the therapist's own page show (or hide) them from now on.
  if (role.changed && role.role === 'Therapist') expireTags(CACHE_TAGS.therapists, CACHE_TAGS.therapist(id), CACHE_TAGS.availability(id))
  const message =
    as === 'therapist'
      ? blocked ? NOTICES.therapistBlocked : NOTICES.therapistUnblocked
      : blocked ? NOTICES.userBlocked : NOTICES.userUnblocked
  return { message, data: { _id: id, isBlocked: blocked } }
}
