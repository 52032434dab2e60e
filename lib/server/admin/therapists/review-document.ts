import 'server-only'
import { DOCUMENT_NOT_FOUND, NOTICES } from '@/lib/validation/admin-people'
import { DOCUMENT_LABELS } from '@/lib/validation/therapist-documents'
import { recordAudit } from '../../audit/record-audit'
import { db } from '../../db'
import { AppError } from '../../errors'
import { assertAdmin, type Actor } from '../../auth/assert-role'
import { assertId } from '../users/admin-guard'
import { ADMIN_DOCUMENT_SELECT, toAdminDocument, type AdminDocument } from './admin-documents'
import { sendDocumentDeclinedEmail } from './therapist-emails'
import { lockTherapist } from './lock-therapist'

type Decision = { state: 'Approved' } | { state: 'Declined'; reason: string }

export type ReviewResult = { message: string; data: AdminDocument }

/** Approve: the document is what it should be. Admin only. */
export function approveDocument({ actor, documentId }: { actor: Actor; documentId: string }): Promise<ReviewResult> {
  return reviewDocument(actor, documentId, { state: 'Approved' })
}

/**
 * Decline with a reason (5 to 500 characters, validated by the caller's schema): the therapist sees it
 * on the not-verified page and gets it by email, and may then upload a replacement (decision 016).
 * Admin only.
 */
export function declineDocument({ actor, documentId, reason }: { actor: Actor; documentId: string; reason: string }): Promise<ReviewResult> {
  return reviewDocument(actor, documentId, { state: 'Declined', reason })
}

/**
 * The review state follows the admin's latest decision: an approved document may be declined and a
 * declined one approved (a mistake is put right). Declining again replaces the reason and sends it
 * again. Approving an approved document changes nothing. Verification is separate and never undone
 * here (there is no unverify). Runs under the therapist's profile lock, like uploads and Verify.
 */
async function reviewDocument(actor: Actor, documentId: string, decision: Decision): Promise<ReviewResult> {
  assertAdmin(actor)
  const id = assertId(documentId, DOCUMENT_NOT_FOUND)
  const owner = await db.therapistDocument.findUnique({ where: { id }, select: { therapistId: true } })
  if (!owner) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND)

  const result = await db.$transaction(async (tx) => {
    const therapist = await lockTherapist(tx, owner.therapistId)
    // Gone meanwhile: replaced by the therapist (a new row) or erased with the account.
    const current = therapist && (await tx.therapistDocument.findFirst({ where: { id, therapistId: therapist.userId }, select: ADMIN_DOCUMENT_SELECT }))
    if (!therapist || !current) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND)
    if (decision.state === 'Approved' && current.reviewState === 'Approved') return { document: current, therapist, changed: false }

    const document = await tx.therapistDocument.update({
      where: { id },
      data: {
        reviewState: decision.state,
        declineReason: decision.state === 'Declined' ? decision.reason : null,
        reviewedById: actor.id,
        reviewedAt: new Date(),
      },
      select: ADMIN_DOCUMENT_SELECT,
    })
    await recordAudit(tx, {
      actorId: actor.id,
      action: decision.state === 'Approved' ? 'document.approve' : 'document.decline',
      targetType: 'TherapistDocument',
      targetId: id,
      targetUserId: therapist.userId,
      details: { therapistId: therapist.userId, kind: document.kind, ...(decision.state === 'Declined' ? { reason: decision.reason } : {}) },
    })
    return { document, therapist, changed: true }
  })

  const data = toAdminDocument(result.document, actor)
  // After commit: the decision stands even if the email cannot be queued.
  if (result.changed && decision.state === 'Declined') {
    await sendDocumentDeclinedEmail({ to: result.therapist, label: DOCUMENT_LABELS[data.field], reason: decision.reason })
  }
  return { message: decision.state === 'Approved' ? NOTICES.documentApproved : NOTICES.documentDeclined, data }
}
