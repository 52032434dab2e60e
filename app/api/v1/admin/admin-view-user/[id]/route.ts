import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { viewUser } from '@/lib/server/admin/users/view-user'

/** GET admin/admin-view-user/{id}: an account's details, status and appointments (Admin, Manager). */
export const GET = withRole(ADMIN_AREA_ROLES, async ({ params, user }) => ok({ data: await viewUser({ viewer: user, userId: params.id ?? '' }) }))
