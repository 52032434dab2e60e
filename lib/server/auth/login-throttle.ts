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

/**
 * Books one password check for this account and address, or refuses (429) when either has used up
 * its failures in the window. The count and the booking happen under a transaction-scoped advisory
 * lock per account (then per address, always in that order), so forty simultaneous guesses cannot
 * all pass the count before any is recorded: at most the limit's number of passwords is ever
 * checked. The booked row counts as a failure until settleLoginAttempt marks it a success.
 */
export async function reserveLoginAttempt(email: string, ipAddress: string, now = new Date()): Promise<bigint> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`login:account:${email}`}, 0))`
    if (ipAddress !== 'unknown') await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`login:address:${ipAddress}`}, 0))`
    const since = new Date(now.getTime() - LOGIN_WINDOW_MS)
    const lastSuccess = await tx.loginAttempt.findFirst({
      where: { email, succeeded: true, createdAt: { gte: since } },
      orderBy: { createdAt: 'desc' },
      select: { createdAt: true },
    })
    const [accountFailures, addressFailures] = await Promise.all([
      tx.loginAttempt.count({ where: { email, succeeded: false, createdAt: { gte: lastSuccess?.createdAt ?? since } } }),
      // Without a known address every caller would share one counter: rely on the account limit alone.
      ipAddress === 'unknown' ? 0 : tx.loginAttempt.count({ where: { ipAddress, succeeded: false, createdAt: { gte: since } } }),
    ])
    if (accountFailures >= MAX_FAILURES_PER_ACCOUNT || addressFailures >= MAX_FAILURES_PER_ADDRESS)
      throw new AppError('RATE_LIMITED', TOO_MANY_ATTEMPTS)
    const { id } = await tx.loginAttempt.create({ data: { email, ipAddress, succeeded: false, createdAt: now }, select: { id: true } })
    return id
    // A burst of guesses at one account queues on its lock: give them time to be refused rather than fail.
  }, { maxWait: 10_000, timeout: 10_000 })
}

/** The booked check's outcome: a success clears the account's failures (they count from the last success). */
export async function settleLoginAttempt(id: bigint, succeeded: boolean): Promise<void> {
  if (succeeded) await db.loginAttempt.update({ where: { id }, data: { succeeded: true, createdAt: new Date() } })
  // Keep the table small without a background job: now and then, drop records older than a day.
  if (Math.random() < 0.01) await db.loginAttempt.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - 86_400_000) } } })
}

/** A success that did not go through a password check (a password reset proves the mailbox): lifts the lockout. */
export async function recordLoginSuccess(email: string, ipAddress: string): Promise<void> {
  await db.loginAttempt.create({ data: { email, ipAddress, succeeded: true } })
}
