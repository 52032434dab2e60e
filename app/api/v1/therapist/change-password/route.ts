import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { reissueSession } from '@/lib/server/auth/reissue-session'
import { changeTherapistPassword } from '@/lib/server/therapists/change-therapist-password'
import { changePasswordSchema } from '@/lib/validation/patient'

/** PUT therapist/change-password { oldPassword, newPassword } → { success, message }; other sessions end, this caller gets a fresh token. */
export const PUT = withRole(['Therapist'], async ({ request, user }) => {
  const input = await readJson(request, changePasswordSchema)
  const token = await reissueSession(await changeTherapistPassword({ therapistId: user.id, ...input }), user.sessionId)
  return ok({ message: 'Password updated successfully', success: true, token })
})
