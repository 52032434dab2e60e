import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { viewOwnProfile } from '@/lib/server/users/view-own-profile'
import { ACCOUNT_ROLES } from '@/lib/roles'

export const GET = withRole(ACCOUNT_ROLES, async ({ user }) => ok({ safeUser: await viewOwnProfile({ userId: user.id }) }))
