import { withRole, readJson } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { editOwnProfile } from '@/lib/server/patients/edit-own-profile'
import { ACCOUNT_ROLES } from '@/lib/roles'
import { editProfileSchema } from '@/lib/validation/patient'

// Clients may also send isBlocked, role, createdAt, updatedAt and id: the schema drops them.
export const PUT = withRole(ACCOUNT_ROLES, async ({ request, user }) => {
  const changes = await readJson(request, editProfileSchema)
  return ok({ message: 'Profile updated successfully', data: await editOwnProfile({ userId: user.id, changes }) })
})
