import 'server-only'
import { AppError } from '../errors'
import { consumeRateLimit, type RateLimitRule } from './consume-rate-limit'

/**
 * consumeRateLimit for use cases: throws RATE_LIMITED (HTTP 429, shown as a toast) when the rule
 * refuses the call. `message` receives the wait as words, e.g. "in 12 minutes".
 */
export async function enforceRateLimit(rule: RateLimitRule, message: (retryIn: string) => string): Promise<void> {
  const { allowed, retryAfterSeconds } = await consumeRateLimit(rule)
  if (!allowed) throw new AppError('RATE_LIMITED', message(describeWait(retryAfterSeconds)))
}

/** "in 1 minute", "in 12 minutes", "in 2 hours": rounded up, never "in 0 minutes". */
export function describeWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  if (minutes < 90) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
  const hours = Math.ceil(minutes / 60)
  return `in ${hours} hours`
}
