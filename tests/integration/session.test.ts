import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { resolveSessionUser } from '@/lib/server/auth/current-user'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { db } from '@/lib/server/db'
import { createPatient } from '../fixtures/factories'

async function signedInPatient() {
  const user = await createPatient(db, { fullName: 'Session Person' })
  return { user, token: await createSessionToken(user) }
}

describe('sessions are checked against the database on every request', () => {
  it('resolves a fresh session', async () => {
    const { user, token } = await signedInPatient()
    expect(await resolveSessionUser(token)).toMatchObject({ id: user.id, role: 'Patient', fullName: 'Session Person' })
  })

  it('ends every session of a blocked user', async () => {
    const { user, token } = await signedInPatient()
    await db.user.update({ where: { id: user.id }, data: { isBlocked: true } })
    expect(await resolveSessionUser(token)).toBeNull()
  })

  it('ends every session when the password changes (session version bumped)', async () => {
    const { user, token } = await signedInPatient()
    await db.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } })
    expect(await resolveSessionUser(token)).toBeNull()
    const fresh = await createSessionToken({ ...user, sessionVersion: user.sessionVersion + 1 })
    expect(await resolveSessionUser(fresh)).not.toBeNull()
  })

  it('sees a role change at once, whatever the token says', async () => {
    const { user, token } = await signedInPatient()
    await db.user.update({ where: { id: user.id }, data: { role: 'Manager' } })
    expect((await resolveSessionUser(token))?.role).toBe('Manager')
  })

  it('ignores erased users, unknown users and garbage', async () => {
    const { user, token } = await signedInPatient()
    await db.user.update({ where: { id: user.id }, data: { erasedAt: new Date() } })
    expect(await resolveSessionUser(token)).toBeNull()
    expect(await resolveSessionUser(await createSessionToken({ id: randomUUID(), role: 'Admin', fullName: 'Ghost', sessionVersion: 0 }))).toBeNull()
    expect(await resolveSessionUser('not-a-token')).toBeNull()
    expect(await resolveSessionUser(undefined)).toBeNull()
  })
})
