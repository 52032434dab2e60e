import 'server-only'
import type { ChangePassword } from '@/lib/validation/patient'
import type { SessionSubject } from '../auth/session-token'
import { changePassword } from '../patients/change-password'

/**
 * The therapist's password change: the same rules as the patient's (decision 009): the
 * old password checked with argon2id, 5 attempts per 15 minutes, the session version bumped so every
 * other session ends. Only a therapist account is found here; the caller re-issues its own session.
 */
export function changeTherapistPassword(input: ChangePassword & { therapistId: string }): Promise<SessionSubject> {
  const { therapistId, oldPassword, newPassword } = input
  return changePassword({ userId: therapistId, oldPassword, newPassword, roles: ['Therapist'] })
}
