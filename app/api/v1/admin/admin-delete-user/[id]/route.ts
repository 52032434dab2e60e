import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { eraseUser } from '@/lib/server/admin/users/erase-user'

/** DELETE admin/admin-delete-user/{id} (our addition to the API): erase the person's data, keep the appointments and payments (Admin only). */
export const DELETE = withRole(['Admin'], async ({ params, user }) => ok(await eraseUser({ actor: user, userId: params.id ?? '' })))
