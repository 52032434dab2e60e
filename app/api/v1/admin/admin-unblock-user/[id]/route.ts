import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { unblockUser } from '@/lib/server/admin/users/block-user'

/** PUT admin/admin-unblock-user/{id}: User unblocked (Admin only). */
export const PUT = withRole(['Admin'], async ({ params, user }) => ok(await unblockUser({ actor: user, userId: params.id ?? '' })))
