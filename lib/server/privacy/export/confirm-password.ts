import 'server-only'
import { EXPORT_PASSWORD_WRONG } from '@/lib/validation/data-export'
import { db } from '../../db'
import { AppError } from '../../errors'
import { reserveLoginAttempt, settleLoginAttempt } from '../../auth/login-throttle'
import { verifyPassword } from '../../auth/password'

/**
 * The signed-in person's password, asked again before their data leaves Alafia: a stolen session alone
 * must not be enough. Each check is booked against the sign-in throttle like a sign-in (per account
 * and per address), so guessing here locks the account's sign-in as guessing at the login form does,
 * and a correct password clears the failures as a sign-in would.
 */
export async function confirmPassword({ userId, password, ipAddress }: { userId: string; password: string; ipAddress: string }): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, passwordHash: true, erasedAt: true } })
  if (!user || user.erasedAt) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.')
  const attempt = await reserveLoginAttempt(user.email, ipAddress)
  const matches = await verifyPassword(user.passwordHash, password)
  await settleLoginAttempt(attempt, matches)
  if (!matches) throw new AppError('VALIDATION', EXPORT_PASSWORD_WRONG, { password: [EXPORT_PASSWORD_WRONG] })
}
