import 'server-only'
import { db } from '../db'
import { AppError } from '../errors'
import { SAFE_USER_SELECT, toSafeUser } from './user-dto'

/** The signed-in user's own profile; the where clause is the owner check. */
export async function viewOwnProfile({ userId }: { userId: string }) {
  const user = await db.user.findUnique({ where: { id: userId }, select: SAFE_USER_SELECT })
  if (!user) throw new AppError('NOT_FOUND', 'Account not found')
  return toSafeUser(user)
}
