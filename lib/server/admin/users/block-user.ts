import 'server-only'
import { setAccountBlocked, type BlockResult } from './set-account-blocked'
import type { Actor } from '../../auth/assert-role'

/** PUT admin/admin-block-user/{id}: User blocked (see setAccountBlocked). Admin only. */
export function blockUser({ actor, userId }: { actor: Actor; userId: string }): Promise<BlockResult> {
  return setAccountBlocked({ actor, userId, blocked: true, as: 'user' })
}

/** PUT admin/admin-unblock-user/{id}: User unblocked. Admin only. */
export function unblockUser({ actor, userId }: { actor: Actor; userId: string }): Promise<BlockResult> {
  return setAccountBlocked({ actor, userId, blocked: false, as: 'user' })
}
