import 'server-only'
import { ALREADY_ERASED, CANNOT_CHANGE_ADMIN, CANNOT_DELETE_SELF, NOTICES, USER_NOT_FOUND } from '@/lib/validation/admin-people'
import { recordAudit } from '../../audit/record-audit'
import { CACHE_TAGS, expireTags } from '../../cache/public-cache'
import { bookedAheadWhere } from '../../appointments/visible-appointments'
import { db, type Prisma } from '../../db'
import { AppError } from '../../errors'
import { deleteStoredFile } from '../../uploads/store-upload'
import { assertAdmin, type Actor } from '../../auth/assert-role'
import { assertId } from './admin-guard'
import { runErasurePlan } from './erasure-plan'
import type { ErasureWork } from './erasure-rules'
import { logError } from '@/lib/server/log'

export { erasedEmail } from './erasure-plan'

export type EraseResult = { message: string; data: { _id: string; paidUpcomingAppointments: number } }

export type LockedUser = { id: string; role: string; email: string; fullName: string; phoneNumber: string | null; erasedAt: Date | null }

/**
 * Delete user: erasure under the Nigeria Data Protection Act, docs/decisions/017.
 *
 * The row stays, anonymised in place, because appointments and payments point at it (foreign keys
 * Restrict): the therapist's schedule and the books keep every session and every naira. What happens
 * to every other column of the database is declared in erasure-plan.ts and done here, in one
 * transaction with the audit entry: their own rows go (sessions, reset links, comments, contact
 * messages, sign-in attempts, a therapist's documents and hours), and other rows lose every mention
 * of their name, email and phone (emails that named them, audit details, others' messages).
 *
 * Paid sessions still to come are kept and counted in the answer: the admin arranges each one
 * (refund, another therapist) from the person's page, where they stay listed.
 * Admin only; never one's own account nor another Admin's. A person deleting their own account
 * (lib/server/privacy/erase-own-account.ts) goes through the same lock, plan and audit below.
 */
export async function eraseUser({ actor, userId, now = new Date() }: { actor: Actor; userId: string; now?: Date }): Promise<EraseResult> {
  assertAdmin(actor)
  const id = assertId(userId, USER_NOT_FOUND)
  if (id === actor.id) throw new AppError('FORBIDDEN', CANNOT_DELETE_SELF)

  const erased = await db.$transaction(async (tx) => {
    const user = await lockAccountForErasure(tx, id)
    if (!user) throw new AppError('NOT_FOUND', USER_NOT_FOUND)
    if (user.role === 'Admin') throw new AppError('FORBIDDEN', CANNOT_CHANGE_ADMIN)
    if (user.erasedAt) throw new AppError('CONFLICT', ALREADY_ERASED)
    return eraseLockedAccount(tx, { user, actorId: actor.id, now })
  })
  await finishErasure(erased)
  return { message: NOTICES.userDeleted, data: { _id: id, paidUpcomingAppointments: erased.paidUpcoming } }
}

/**
 * The account's row, locked until the caller's transaction ends: a sign-in, a profile edit or an
 * upload of this person waits for the erasure, then sees it. Null when there is no such account.
 */
export async function lockAccountForErasure(tx: Prisma.TransactionClient, id: string): Promise<LockedUser | null> {
  const [user] = await tx.$queryRaw<LockedUser[]>`
    SELECT "id", "role"::text AS "role", "email", "fullName", "phoneNumber", "erasedAt" FROM "User" WHERE "id" = ${id}::uuid FOR UPDATE`
  return user ?? null
}

export type ErasedAccount = ErasureWork & { id: string; isTherapist: boolean; paidUpcoming: number }

/**
 * The erasure itself, inside the caller's transaction, for an account it has locked and checked: the
 * plan, then the audit entry (by an admin, or by the person deleting their own account). Shared by
 * both doors so an account is always erased the same way. Call finishErasure after the commit.
 */
export async function eraseLockedAccount(
  tx: Prisma.TransactionClient,
  { user, actorId, now, details = {} }: { user: LockedUser; actorId: string; now: Date; details?: Record<string, string | number | boolean> },
): Promise<ErasedAccount> {
  const { id } = user
  const isTherapist = user.role === 'Therapist'
  const work = await runErasurePlan(tx, { id, email: user.email, fullName: user.fullName, phoneNumber: user.phoneNumber, isTherapist })

  const side = isTherapist ? { therapistId: id } : { patientId: id }
  const paidUpcoming = await tx.appointment.count({ where: { AND: [side, bookedAheadWhere(now)] } })
  // No name or email in the entry: the log must not keep what the erasure removed.
  await recordAudit(tx, {
    actorId,
    action: 'user.delete',
    targetType: isTherapist ? 'Therapist' : 'User',
    targetId: id,
    targetUserId: id,
    details: { role: user.role, commentsDeleted: work.commentsDeleted, filesDeleted: work.fileIds.length, paidUpcomingAppointments: paidUpcoming, ...details },
  })
  return { id, isTherapist, ...work, paidUpcoming }
}

/** After the commit: the stored files' bytes go and the public pages that showed the person refresh. */
export async function finishErasure(erased: ErasedAccount): Promise<void> {
  const { id } = erased
  // The rows no longer point at the files; their bytes go now. A failure leaves an unlinked private
  // file that nobody can open, logged for cleanup: the erasure itself has happened.
  for (const fileId of erased.fileIds) {
    await deleteStoredFile({ fileId }).catch((error: unknown) => logError(`[erasure] could not delete file ${fileId} of an erased account`, error))
  }
  if (erased.isTherapist) expireTags(CACHE_TAGS.therapists, CACHE_TAGS.therapist(id), CACHE_TAGS.availability(id))
  // Their reviews left these therapists' ratings and pages.
  for (const therapistId of erased.reviewedTherapistIds) expireTags(CACHE_TAGS.therapists, CACHE_TAGS.therapist(therapistId))
  if (erased.postIds.length > 0) expireTags(CACHE_TAGS.posts, ...erased.postIds.map((postId) => CACHE_TAGS.post(postId)))
}
