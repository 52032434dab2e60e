import 'server-only'
import { randomBytes } from 'node:crypto'
import { ALREADY_ERASED, CANNOT_CHANGE_ADMIN, CANNOT_DELETE_SELF, ERASED_NAME, NOTICES, USER_NOT_FOUND } from '@/lib/validation/admin-people'
import { recordAudit } from '../../audit/record-audit'
import { CACHE_TAGS, expireTags } from '../../cache/public-cache'
import { db } from '../../db'
import { AppError } from '../../errors'
import { deleteStoredFile } from '../../uploads/store-upload'
import { assertAdmin, assertId, type Actor } from './admin-guard'
import { logError } from '@/lib/server/log'

/** A unique address that can never receive mail (.invalid is reserved, RFC 2606) and stays lower-case. */
export const erasedEmail = (userId: string) => `deleted-${userId}@erased.invalid`

/** Not an argon2 hash at all: verifyPassword answers false for it, whatever is typed. */
const unusablePasswordHash = () => `!erased!${randomBytes(32).toString('hex')}`

export type EraseResult = { message: string; data: { _id: string; paidUpcomingAppointments: number } }

type LockedUser = { id: string; role: string; email: string; erasedAt: Date | null }

/**
 * Delete user (issue 7 point 3): erasure under the Nigeria Data Protection Act, docs/decisions/017.
 *
 * The row stays, anonymised in place, because appointments and payments point at it (foreign keys
 * Restrict): the therapist's schedule and the books keep every session and every naira. Gone at once,
 * in one transaction with its audit entry: name, email, password, phone, birthday, address, local
 * government, state, gender; the person's sessions (version bump, blocked, erasedAt), reset links,
 * comments, the emails addressed to them in the outbox, their contact-form messages and sign-in
 * attempts. A therapist is also unlisted and unverified, and their bio, availability, photo and
 * verification documents are removed (the files' bytes right after commit).
 *
 * Paid sessions still to come are kept and counted in the answer: the admin arranges each one
 * (refund, another therapist) from the person's page, where they stay listed.
 * Admin only; never one's own account nor another Admin's.
 */
export async function eraseUser({ actor, userId, now = new Date() }: { actor: Actor; userId: string; now?: Date }): Promise<EraseResult> {
  assertAdmin(actor)
  const id = assertId(userId, USER_NOT_FOUND)
  if (id === actor.id) throw new AppError('FORBIDDEN', CANNOT_DELETE_SELF)

  const erased = await db.$transaction(async (tx) => {
    // Locked: a sign-in, a profile edit or an upload of this person waits for the erasure, then sees it.
    const [user] = await tx.$queryRaw<LockedUser[]>`
      SELECT "id", "role"::text AS "role", "email", "erasedAt" FROM "User" WHERE "id" = ${id}::uuid FOR UPDATE`
    if (!user) throw new AppError('NOT_FOUND', USER_NOT_FOUND)
    if (user.role === 'Admin') throw new AppError('FORBIDDEN', CANNOT_CHANGE_ADMIN)
    if (user.erasedAt) throw new AppError('CONFLICT', ALREADY_ERASED)
    const isTherapist = user.role === 'Therapist'

    const comments = await tx.comment.findMany({ where: { authorId: id }, select: { postId: true } })
    await tx.comment.deleteMany({ where: { authorId: id } })
    await tx.passwordResetToken.deleteMany({ where: { userId: id } })
    await tx.emailOutbox.deleteMany({ where: { to: user.email } })
    await tx.contactMessage.deleteMany({ where: { email: user.email } })
    await tx.loginAttempt.deleteMany({ where: { email: user.email } })

    let fileIds: string[] = []
    if (isTherapist) {
      const profile = await tx.therapistProfile.findUnique({ where: { userId: id }, select: { photoFileId: true, documents: { select: { fileId: true } } } })
      fileIds = [...(profile?.photoFileId ? [profile.photoFileId] : []), ...(profile?.documents.map((document) => document.fileId) ?? [])]
      await tx.therapistDocument.deleteMany({ where: { therapistId: id } })
      await tx.availability.deleteMany({ where: { therapistId: id } })
      await tx.therapistProfile.updateMany({ where: { userId: id }, data: { isVerified: false, verifiedAt: null, bio: '', photoFileId: null } })
    }

    await tx.user.update({
      where: { id },
      data: {
        fullName: ERASED_NAME, email: erasedEmail(id), passwordHash: unusablePasswordHash(),
        gender: null, phoneNumber: null, dateOfBirth: null, address: null, localGovernment: null, state: null, lastSeenAt: null,
        isBlocked: true, erasedAt: now, sessionVersion: { increment: 1 },
      },
    })

    const side = isTherapist ? { therapistId: id } : { patientId: id }
    const paidUpcoming = await tx.appointment.count({ where: { ...side, status: 'Paid', isComplete: false, startsAt: { gt: now } } })
    // No name or email in the entry: the log must not keep what the erasure removed.
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.delete',
      targetType: isTherapist ? 'Therapist' : 'User',
      targetId: id,
      targetUserId: id,
      details: { role: user.role, commentsDeleted: comments.length, filesDeleted: fileIds.length, paidUpcomingAppointments: paidUpcoming },
    })
    return { isTherapist, fileIds, postIds: [...new Set(comments.map((comment) => comment.postId))], paidUpcoming }
  })

  // The rows no longer point at the files; their bytes go now. A failure leaves an unlinked private
  // file that nobody can open, logged for cleanup: the erasure itself has happened.
  for (const fileId of erased.fileIds) {
    await deleteStoredFile({ fileId }).catch((error: unknown) => logError(`[admin] could not delete file ${fileId} of an erased account`, error))
  }
  if (erased.isTherapist) expireTags(CACHE_TAGS.therapists, CACHE_TAGS.therapist(id), CACHE_TAGS.availability(id))
  if (erased.postIds.length > 0) expireTags(CACHE_TAGS.posts, ...erased.postIds.map((postId) => CACHE_TAGS.post(postId)))
  return { message: NOTICES.userDeleted, data: { _id: id, paidUpcomingAppointments: erased.paidUpcoming } }
}
