'use server'

import { therapistAction } from '@/lib/server/actions/role-actions'
import { reissueSession } from '@/lib/server/auth/reissue-session'
import { changeTherapistPassword } from '@/lib/server/therapists/change-therapist-password'
import { therapistChangePasswordFormSchema } from '@/lib/validation/therapist'

export const changeTherapistPasswordAction = therapistAction({ verified: false }, therapistChangePasswordFormSchema, async ({ therapist, input: { oldPassword, newPassword } }) => {
  // This browser keeps its session under the new version; every other session of the therapist ends.
  await reissueSession(await changeTherapistPassword({ therapistId: therapist.id, oldPassword, newPassword }), therapist.sessionId)
  return { message: 'Password updated successfully' }
})
