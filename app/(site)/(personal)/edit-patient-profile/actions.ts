'use server'

import { runAction } from '@/lib/server/actions/run-action'
import { requireUser } from '@/lib/server/auth/current-user'
import { editOwnProfile } from '@/lib/server/patients/edit-own-profile'
import { ACCOUNT_ROLES } from '@/lib/roles'
import { editProfileSchema } from '@/lib/validation/patient'

export async function editProfileAction(input: unknown) {
  return runAction(editProfileSchema, input, async (changes) => {
    const user = await requireUser(ACCOUNT_ROLES)
    await editOwnProfile({ userId: user.id, changes })
    return { message: 'Profile updated successfully' }
  })
}
