'use server'

import { ACCOUNT_ROLES } from '@/lib/roles'
import { roleAction } from '@/lib/server/actions/role-actions'
import { editOwnProfile } from '@/lib/server/patients/edit-own-profile'
import { editProfileSchema } from '@/lib/validation/patient'

export const editProfileAction = roleAction(ACCOUNT_ROLES, editProfileSchema, async ({ user, input }) => {
  await editOwnProfile({ userId: user.id, changes: input })
  return { message: 'Profile updated successfully' }
})
