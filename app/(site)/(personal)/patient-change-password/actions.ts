'use server'

import { runAction } from '@/lib/server/actions/run-action'
import { requireUser } from '@/lib/server/auth/current-user'
import { reissueSession } from '@/lib/server/auth/reissue-session'
import { changePassword } from '@/lib/server/patients/change-password'
import { ACCOUNT_ROLES } from '@/lib/roles'
import { changePasswordFormSchema } from '@/lib/validation/patient'

export async function changePasswordAction(input: unknown) {
  return runAction(changePasswordFormSchema, input, async ({ oldPassword, newPassword }) => {
    const user = await requireUser(ACCOUNT_ROLES)
    // This browser keeps its session under the new version; every other session of the user ends.
    await reissueSession(await changePassword({ userId: user.id, oldPassword, newPassword }), user.sessionId)
    return { message: 'Password updated successfully' }
  })
}
