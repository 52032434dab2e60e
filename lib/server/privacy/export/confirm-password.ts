import 'server-only'
import { db } from '../../db'
import { AppError } from '../../errors'
import { checkPasswordAgain } from '../../auth/check-password-again'

/** The signed-in person's password, asked again before their data leaves Alafia (lib/server/auth/check-password-again.ts). */
export async function confirmPassword({ userId, password, ipAddress }: { userId: string; password: string; ipAddress: string }): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, passwordHash: true, erasedAt: true } })
  if (!user || user.erasedAt) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.')
  await checkPasswordAgain(user, password, ipAddress)
}
