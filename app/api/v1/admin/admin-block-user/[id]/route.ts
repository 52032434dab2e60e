import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { blockUser } from '@/lib/server/admin/users/block-user'

/** PUT admin/admin-block-user/{id}: User blocked; every session of the person ends (Admin only). */
export const PUT = withRole(['Admin'], async ({ params, user }) => ok(await blockUser({ actor: user, userId: params.id ?? '' })))
