import 'server-only'
import { WRONG_PASSWORD_AGAIN } from '@/lib/validation/password-again'
import { AppError } from '../errors'
import { reserveLoginAttempt, settleLoginAttempt } from './login-throttle'
import { verifyPassword } from './password'

/**
 * The signed-in person's password, asked again before their data leaves Alafia or their account goes:
 * a stolen session alone must not be enough. Each check is booked against the sign-in throttle like a
 * sign-in (per account and per address), so guessing here locks the account's sign-in as guessing at
 * the login form does, and a correct password clears the failures as a sign-in would.
 */
export async function checkPasswordAgain(user: { email: string; passwordHash: string }, password: string, ipAddress: string): Promise<void> {
  const attempt = await reserveLoginAttempt(user.email, ipAddress)
  const matches = await verifyPassword(user.passwordHash, password)
  await settleLoginAttempt(attempt, matches)
  if (!matches) throw new AppError('VALIDATION', WRONG_PASSWORD_AGAIN, { password: [WRONG_PASSWORD_AGAIN] })
}
