'use server'

import { ACCOUNT_ROLES } from '@/lib/roles'
import { roleAction } from '@/lib/server/actions/role-actions'
import { reissueSession } from '@/lib/server/auth/reissue-session'
import { changePassword } from '@/lib/server/patients/change-password'
import { changePasswordFormSchema } from '@/lib/validation/patient'

export const changePasswordAction = roleAction(ACCOUNT_ROLES, changePasswordFormSchema, async ({ user, input: { oldPassword, newPassword } }) => {
  // This browser keeps its session under the new version; every other session of the user ends.
  await reissueSession(await changePassword({ userId: user.id, oldPassword, newPassword }), user.sessionId)
  return { message: 'Password updated successfully' }
})
