import 'server-only'
import { hashPassword } from '../auth/password'
import { config } from '../config'
import { db } from '../db'
import { logInfo, logWarn } from '@/lib/server/log'

/**
 * With ADMIN_EMAIL and ADMIN_PASSWORD set, make sure that admin exists. Idempotent; an existing
 * account's password is never changed, and an existing non-admin account is left alone with a warning.
 */
export async function ensureFirstAdmin(): Promise<'created' | 'exists' | 'conflict' | 'not-configured'> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = config()
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return 'not-configured'
  const email = ADMIN_EMAIL.trim().toLowerCase()
  const existing = await db.user.findUnique({ where: { email }, select: { role: true } })
  if (existing) {
    if (existing.role === 'Admin') return 'exists'
    logWarn(`[startup] ADMIN_EMAIL ${email} belongs to a ${existing.role} account; it was not changed.`)
    return 'conflict'
  }
  await db.user.upsert({
    where: { email },
    update: {},
    create: { email, role: 'Admin', fullName: 'Administrator', passwordHash: await hashPassword(ADMIN_PASSWORD) },
  })
  logInfo(`[startup] created the admin account ${email}`)
  return 'created'
}
