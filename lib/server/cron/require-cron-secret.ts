import 'server-only'
import { createHash, timingSafeEqual } from 'node:crypto'
import { config } from '../config'
import { AppError } from '../errors'

export const CRON_DISABLED = 'Scheduled jobs are turned off: CRON_SECRET is not set. Set it (at least 16 characters) and have the scheduler send Authorization: Bearer <CRON_SECRET>.'
export const CRON_UNAUTHORIZED = 'Unauthorized'

/**
 * The scheduler's proof (app/api/cron/*): `Authorization: Bearer <CRON_SECRET>`, the header Vercel
 * Cron sends when CRON_SECRET is set. 503 while no secret is configured, so an unprotected job can
 * never run; 401 for a missing or wrong header. Compared in constant time over SHA-256 digests
 * (equal lengths whatever was sent), so the answer time says nothing about the secret.
 */
export function requireCronSecret(request: Request): void {
  const secret = config().CRON_SECRET
  if (!secret) throw new AppError('UNAVAILABLE', CRON_DISABLED)
  const given = request.headers.get('authorization') ?? ''
  if (!timingSafeEqual(digest(given), digest(`Bearer ${secret}`))) throw new AppError('UNAUTHENTICATED', CRON_UNAUTHORIZED)
}

const digest = (value: string) => createHash('sha256').update(value).digest()
