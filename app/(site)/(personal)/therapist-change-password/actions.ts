'use server'

import { runAction } from '@/lib/server/actions/run-action'
import { requireUser } from '@/lib/server/auth/current-user'
import { reissueSession } from '@/lib/server/auth/reissue-session'
import { changeTherapistPassword } from '@/lib/server/therapists/change-therapist-password'
import { therapistChangePasswordFormSchema } from '@/lib/validation/therapist'

export async function changeTherapistPasswordAction(input: unknown) {
  return runAction(therapistChangePasswordFormSchema, input, async ({ oldPassword, newPassword }) => {
    const user = await requireUser(['Therapist'])
    // This browser keeps its session under the new version; every other session of the therapist ends.
    await reissueSession(await changeTherapistPassword({ therapistId: user.id, oldPassword, newPassword }), user.sessionId)
    return { message: 'Password updated successfully' }
  })
}
