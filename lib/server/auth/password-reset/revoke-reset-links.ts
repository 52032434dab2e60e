import 'server-only'
import type { Prisma } from '../../db'

/**
 * Every reset link of the account stops working: called, in the same transaction, when the password
 * or the email changes, after a reset, and when an admin blocks or erases the account. A link sent
 * before must not outlive the password it replaces, nor reach a mailbox the account no longer uses.
 */
export async function revokeResetLinks(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  // A used link is already dead; its row records the reset that happened.
  await tx.passwordResetToken.deleteMany({ where: { userId, usedAt: null } })
}
