import 'server-only'
import { createHash } from 'node:crypto'
import { USER_LOGIN_ROLES, type Role } from '@/lib/roles'
import { RESET_REQUESTED } from '@/lib/validation/password-reset'
import { config } from '../../config'
import { db } from '../../db'
import { sendEmail } from '../../email/send-email'
import { enforceRateLimit } from '../../rate-limit/enforce-rate-limit'
import { runAfterResponse } from './after-response'
import { RESET_EMAIL_SUBJECT, resetEmailText } from './reset-email'
import { RESET_TOKEN_TTL_MS, createResetToken, resetLink } from './reset-token'
import { logError } from '@/lib/server/log'

/**
 * Which accounts each forgot-password page may reset: the user page covers everyone who signs in on
 * the user login (Patient, Admin, Manager); the therapist page covers therapists.
 */
export type ResetPortal = 'patient' | 'therapist'
export const RESET_PORTAL_ROLES: Record<ResetPortal, readonly Role[]> = { patient: USER_LOGIN_ROLES, therapist: ['Therapist'] }

export const RESET_WINDOW_MS = 15 * 60 * 1000
export const RESET_LIMIT_PER_EMAIL = 3
export const RESET_LIMIT_PER_ADDRESS = 10

export type Defer = (task: () => Promise<void>) => Promise<void>

/**
 * Forgot password: throttles the request, then, after the answer has gone, emails a reset
 * link when the email belongs to an active account of the portal. The answer is the same in every
 * case (RESET_REQUESTED) and takes the same path, so it reveals nothing about which emails have
 * accounts: the lookup, the token and the email all happen in the deferred part.
 *
 * `defer` decides when that part runs: by default after the response (next/server's after), or at
 * once outside a request. Tests may pass their own.
 */
export async function requestPasswordReset(input: {
  email: string
  portal: ResetPortal
  ipAddress: string
  defer?: Defer
}): Promise<{ message: string }> {
  const { portal, ipAddress, defer = runAfterResponse } = input
  // Emails are stored lower-case (decision 003); the schema already normalises, callers may not.
  const email = input.email.trim().toLowerCase()
  // Without a known address every caller would share one counter: rely on the email limit alone.
  if (ipAddress !== 'unknown')
    await enforceRateLimit(
      { bucket: 'password-reset:address', key: ipAddress, limit: RESET_LIMIT_PER_ADDRESS, windowMs: RESET_WINDOW_MS },
      (retryIn) => `Too many password reset requests from your network. Please try again ${retryIn}.`,
    )
  // Counted for every email, registered or not (so the limit says nothing either), and keyed by a
  // hash so the table never holds the addresses of people who have no account.
  await enforceRateLimit(
    { bucket: 'password-reset:email', key: createHash('sha256').update(email).digest('hex'), limit: RESET_LIMIT_PER_EMAIL, windowMs: RESET_WINDOW_MS },
    (retryIn) => `Too many password reset requests for this email. Please check your inbox or try again ${retryIn}.`,
  )
  await defer(async () => {
    try {
      await issuePasswordReset({ email, portal })
    } catch (error) {
      // After the answer there is nobody to tell; the person can ask again.
      logError('[password-reset] could not issue a reset link', error)
    }
  })
  return { message: RESET_REQUESTED }
}

/** Replaces the account's earlier tokens with a new one and emails its link. Silent when there is no eligible account. */
async function issuePasswordReset({ email, portal }: { email: string; portal: ResetPortal }): Promise<void> {
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, fullName: true, role: true, isBlocked: true, erasedAt: true },
  })
  // Blocked and erased accounts, and accounts of the other portal, get no email (and the same answer).
  if (!user || user.isBlocked || user.erasedAt || !RESET_PORTAL_ROLES[portal].includes(user.role)) return

  const { token, tokenHash } = createResetToken()
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS)
  await db.$transaction(async (tx) => {
    // Lock the user's row: two requests at once queue here, so the second one's delete sees (and
    // removes) the first one's token and only the newest link ever works.
    await tx.$executeRaw`SELECT 1 FROM "User" WHERE "id" = ${user.id}::uuid FOR UPDATE`
    await tx.passwordResetToken.deleteMany({ where: { userId: user.id } })
    await tx.passwordResetToken.create({ data: { userId: user.id, tokenHash, expiresAt } })
  })
  await sendEmail({
    to: user.email,
    subject: RESET_EMAIL_SUBJECT,
    text: resetEmailText({ fullName: user.fullName, link: resetLink(config().APP_URL, token), expiresAt }),
  })
}
