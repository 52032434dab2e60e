import 'server-only'
import { db } from '../db'
import { AppError } from '../errors'
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit'

export const EMAIL_TAKEN = 'An account with this email already exists'

/** How often one account may try a new email address: the answer says whether it is taken. */
export const EMAIL_CHANGE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const

export const emailTakenError = () => new AppError('EMAIL_TAKEN', EMAIL_TAKEN, { email: [EMAIL_TAKEN] })

/**
 * Before a new account is made (a registration): its network may register only so many accounts an
 * hour (429 after that; skipped without a known address, where every caller would share one counter),
 * then its email must be free (409). The unique key on User.email stays the final word for a race.
 */
export async function assertCanRegister({ bucket, ipAddress, limit, email }: {
  bucket: string
  ipAddress: string
  limit: { max: number; windowMs: number }
  email: string
}): Promise<void> {
  if (ipAddress !== 'unknown')
    await enforceRateLimit({ bucket, key: ipAddress, limit: limit.max, windowMs: limit.windowMs }, (retryIn) => `Too many registrations from your network. Please try again ${retryIn}.`)
  const existing = await db.user.findUnique({ where: { email }, select: { id: true } })
  if (existing) throw emailTakenError()
}

/**
 * Before an account takes another email: refused (409) when another account has it. Telling "taken"
 * from "free" reveals who has an account, so each account may try a few new addresses an hour (429
 * after that), as registration is limited per address. Keeping the current email costs nothing.
 * The unique key on User.email stays the final word for a race.
 */
export async function assertEmailChangeAllowed({ userId, email }: { userId: string; email: string }): Promise<void> {
  const owner = await db.user.findUnique({ where: { email }, select: { id: true } })
  if (owner?.id === userId) return
  await enforceRateLimit(
    { bucket: 'email-change', key: userId, limit: EMAIL_CHANGE_LIMIT.max, windowMs: EMAIL_CHANGE_LIMIT.windowMs },
    (retryIn) => `Too many email changes. Please try again ${retryIn}.`,
  )
  if (owner) throw emailTakenError()
}
