import 'server-only'
import { db } from '../db'
import { AppError } from '../errors'

// Failed sign-ins are counted in Postgres so every app instance shares the same counters.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000
/** Failures for one account since its last success, within the window. */
export const MAX_FAILURES_PER_ACCOUNT = 5
/** Failures from one address within the window (several people may share a mobile carrier's address). */
export const MAX_FAILURES_PER_ADDRESS = 30

export const TOO_MANY_ATTEMPTS = 'Too many failed login attempts. Please wait 15 minutes and try again.'

export async function assertLoginAllowed(email: string, ipAddress: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS)
  const lastSuccess = await db.loginAttempt.findFirst({
    where: { email, succeeded: true, createdAt: { gte: since } },
    orderBy: { createdAt: 'desc' },
    select: { createdAt: true },
  })
  const [accountFailures, addressFailures] = await Promise.all([
    db.loginAttempt.count({ where: { email, succeeded: false, createdAt: { gte: lastSuccess?.createdAt ?? since } } }),
    // Without a known address every caller would share one counter: rely on the account limit alone.
    ipAddress === 'unknown' ? 0 : db.loginAttempt.count({ where: { ipAddress, succeeded: false, createdAt: { gte: since } } }),
  ])
  if (accountFailures >= MAX_FAILURES_PER_ACCOUNT || addressFailures >= MAX_FAILURES_PER_ADDRESS)
    throw new AppError('RATE_LIMITED', TOO_MANY_ATTEMPTS)
}

export async function recordLoginAttempt(email: string, ipAddress: string, succeeded: boolean): Promise<void> {
  await db.loginAttempt.create({ data: { email, ipAddress, succeeded } })
  // Keep the table small without a background job: now and then, drop records older than a day.
  if (Math.random() < 0.01) await db.loginAttempt.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - 86_400_000) } } })
}
