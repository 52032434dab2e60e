import 'server-only'
import type { Prisma } from '../db'

/*
 * The audit log: every admin or manager action that changes something is recorded with
 * who, what and when. Write it inside the same transaction as the change it describes, so a change
 * never exists without its entry (and an entry never without its change).
 */
export const AUDIT_ACTIONS = [
  'user.block',
  'user.unblock',
  'user.delete',
  'therapist.verify',
  'therapist.block',
  'therapist.unblock',
  'therapist.profile-change',
  'document.approve',
  'document.decline',
  'blog.create',
  'blog.update',
  'blog.delete',
  'comment.delete',
  'appointment.cancel',
  'absence.resolve',
  'payment-alert.handle',
  'review.hide',
  'payout-account.set',
  'payout-account.change',
  'payouts.run',
  'data-request.record',
  'data-request.update',
  'breach.record',
  'breach.update',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export type AuditTarget = 'User' | 'Therapist' | 'TherapistDocument' | 'BlogPost' | 'Comment' | 'Appointment' | 'AbsenceReport' | 'ProviderEvent' | 'Review' | 'PayoutRun' | 'DataRequest' | 'Breach'

export type AuditEntry = {
  actorId: string
  action: AuditAction
  targetType: AuditTarget
  targetId: string
  /**
   * The person the action was about, when there is one: the user or therapist, a document's
   * therapist, a deleted comment's author. The log shows their current name and is filtered by it.
   */
  targetUserId?: string | null
  /** Facts an admin needs later (a decline reason, a post's title); never passwords, tokens or health details. */
  details?: Prisma.InputJsonValue
}

export async function recordAudit(tx: Prisma.TransactionClient, entry: AuditEntry): Promise<void> {
  await tx.auditLog.create({
    data: {
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      targetUserId: entry.targetUserId ?? null,
      details: entry.details,
    },
  })
}
