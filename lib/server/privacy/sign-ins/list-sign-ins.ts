import 'server-only'
import { deviceFromUserAgent } from '@/lib/privacy/device-from-user-agent'
import { db } from '../../db'
import { AppError } from '../../errors'

/** One sign-in as the privacy centre and GET /api/v1/user/sign-ins show it. */
export type SignIn = {
  _id: string
  signedInAt: string
  /** "Chrome on Android", from the user agent recorded at sign-in. */
  device: string
  /** Only part of the address ("102.89.x.x"); null when none was recorded. */
  address: string | null
  /** The sign-in still works: not signed out, not past its end, not ended by a later session version. */
  isActive: boolean
  /** The sign-in of this very request ("this device"). */
  isCurrent: boolean
}

/** How many past sign-ins the list shows besides every active one. */
export const RECENT_SIGN_INS = 20
/** A bound on the active ones (an API script signing in over and over makes many). */
const MAX_ACTIVE_SIGN_INS = 50

const SELECT = { id: true, createdAt: true, expiresAt: true, revokedAt: true, sessionVersion: true, userAgent: true, partialAddress: true } as const

/**
 * The person's own sign-ins, newest first: every one still active and the most recent others (the
 * retention job keeps them 30 days after they end). Only the owner's rows are read (`userId` is the
 * session's user). Active means what the session check enforces: not revoked, before its absolute
 * end, carrying the account's current session version (a password change, a reset, a block or "sign
 * out everywhere" moves it on), on an account not blocked (decision 042).
 */
export async function listSignIns({ userId, currentSessionId, now = new Date() }: { userId: string; currentSessionId: string; now?: Date }): Promise<SignIn[]> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { sessionVersion: true, isBlocked: true, erasedAt: true } })
  if (!user) throw new AppError('NOT_FOUND', 'Account not found')
  const live = { revokedAt: null, expiresAt: { gt: now }, sessionVersion: user.sessionVersion }
  const [active, recent] = await Promise.all([
    user.isBlocked || user.erasedAt ? [] : db.userSession.findMany({ where: { userId, ...live }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: MAX_ACTIVE_SIGN_INS, select: SELECT }),
    db.userSession.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: RECENT_SIGN_INS, select: SELECT }),
  ])
  const activeIds = new Set(active.map((row) => row.id))
  const rows = [...active, ...recent.filter((row) => !activeIds.has(row.id))]
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
  return rows.map((row) => ({
    _id: row.id,
    signedInAt: row.createdAt.toISOString(),
    device: deviceFromUserAgent(row.userAgent),
    address: row.partialAddress,
    isActive: activeIds.has(row.id),
    isCurrent: row.id === currentSessionId,
  }))
}
