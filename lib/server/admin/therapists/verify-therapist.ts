import 'server-only'
import { canVerifyTherapist, NOTICES, THERAPIST_NOT_FOUND, VERIFY_NEEDS_DOCUMENTS } from '@/lib/validation/admin-people'
import { fieldOfKind, groupDocuments, reviewStatesByField } from '@/lib/validation/therapist-documents'
import { recordAudit } from '../../audit/record-audit'
import { CACHE_TAGS, expireTags } from '../../cache/public-cache'
import { db } from '../../db'
import { AppError } from '../../errors'
import { assertAdmin, type Actor } from '../../auth/assert-role'
import { assertId } from '../users/admin-guard'
import { lockTherapist } from './lock-therapist'
import { freeHoursChanged } from '../../therapists/free-hours-ahead'
import { sendTherapistVerifiedEmail } from './therapist-emails'

export type VerifyResult = { message: string; data: { _id: string; isVerified: true; verifiedAt: string } }

/**
 * Verify Therapist: allowed once at least one certificate and the CAC
 * document are approved (canVerifyTherapist, docs/decisions/017), otherwise 409 saying so. The therapist is then listed (unless
 * blocked), reaches the dashboard, and gets an email. Verifying a verified therapist changes nothing
 * and sends nothing. Admin only; under the profile lock, so a document declined or replaced at the
 * same moment is seen before the decision.
 */
export async function verifyTherapist({ actor, therapistId, now = new Date() }: { actor: Actor; therapistId: string; now?: Date }): Promise<VerifyResult> {
  assertAdmin(actor)
  const id = assertId(therapistId, THERAPIST_NOT_FOUND)

  const result = await db.$transaction(async (tx) => {
    const therapist = await lockTherapist(tx, id)
    if (!therapist) throw new AppError('NOT_FOUND', THERAPIST_NOT_FOUND)
    if (therapist.isVerified) {
      const { verifiedAt } = await tx.therapistProfile.findUniqueOrThrow({ where: { userId: id }, select: { verifiedAt: true } })
      return { therapist, verifiedAt: verifiedAt ?? now, changed: false }
    }
    const rows = await tx.therapistDocument.findMany({ where: { therapistId: id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { kind: true, reviewState: true } })
    const states = reviewStatesByField(groupDocuments(rows, (row) => fieldOfKind(row.kind)))
    if (!canVerifyTherapist(states)) throw new AppError('CONFLICT', VERIFY_NEEDS_DOCUMENTS)
    await tx.therapistProfile.update({ where: { userId: id }, data: { isVerified: true, verifiedAt: now } })
    await recordAudit(tx, { actorId: actor.id, action: 'therapist.verify', targetType: 'Therapist', targetId: id, targetUserId: id, details: { documents: states } })
    return { therapist, verifiedAt: now, changed: true }
  })

  if (result.changed) {
    // The directory (newest verified first), the home cards and the therapist's page include them now.
    expireTags(CACHE_TAGS.therapists, CACHE_TAGS.therapist(id))
    await freeHoursChanged(id)
    await sendTherapistVerifiedEmail({ to: result.therapist })
  }
  return { message: NOTICES.therapistVerified, data: { _id: id, isVerified: true, verifiedAt: result.verifiedAt.toISOString() } }
}
