import 'server-only'
import { setAccountBlocked, type BlockResult } from '../users/set-account-blocked'
import type { Actor } from '../../auth/assert-role'

/** PUT admin/admin-block-therapist/{id}: Therapist blocked (see setAccountBlocked). Admin only. */
export function blockTherapist({ actor, therapistId }: { actor: Actor; therapistId: string }): Promise<BlockResult> {
  return setAccountBlocked({ actor, userId: therapistId, blocked: true, as: 'therapist' })
}

/** PUT admin/admin-unblock-therapist/{id}: Therapist unblocked. Admin only. */
export function unblockTherapist({ actor, therapistId }: { actor: Actor; therapistId: string }): Promise<BlockResult> {
  return setAccountBlocked({ actor, userId: therapistId, blocked: false, as: 'therapist' })
}
