import { randomUUID } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { resolveSessionUser } from '@/lib/server/auth/current-user'
import { endEverySession, endSession } from '@/lib/server/auth/end-sessions'
import { reissueSession } from '@/lib/server/auth/reissue-session'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { config } from '@/lib/server/config'
import { encodeSessionToken, SESSION_ABSOLUTE_SECONDS } from '@/lib/session-cookie'
import { db } from '@/lib/server/db'
import { createPatient } from '../fixtures/factories'

// reissueSession writes the cookie of the request: here there is none, so a stand-in keeps it.
vi.mock('next/headers', () => ({ cookies: async () => ({ set: () => undefined, get: () => undefined }), headers: async () => new Headers() }))

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
    // A well-signed token for a user (and a sign-in) that do not exist.
    const ghost = await encodeSessionToken({ sub: randomUUID(), role: 'Admin', fullName: 'Ghost', sv: 0, sid: randomUUID(), aexp: Math.floor(Date.now() / 1000) + 3600 }, config().AUTH_SECRET)
    expect(await resolveSessionUser(ghost)).toBeNull()
    expect(await resolveSessionUser('not-a-token')).toBeNull()
    expect(await resolveSessionUser(undefined)).toBeNull()
  })
})

describe('logout ends the session; sessions do not live for ever', () => {
  it('logout revokes the sign-in on the server: its cookie and its Bearer copy stop working', async () => {
    const { user, token } = await signedInPatient()
    const other = await createSessionToken(user)
    await endSession(token)
    expect(await resolveSessionUser(token)).toBeNull()
    expect(await db.userSession.count({ where: { userId: user.id, revokedAt: { not: null } } })).toBe(1)
    // Another sign-in of the same person (another phone) carries on.
    expect(await resolveSessionUser(other)).toMatchObject({ id: user.id })
  })

  it('a sign-in ends at its absolute end, however the token was renewed', async () => {
    const { user, token } = await signedInPatient()
    const [session] = await db.userSession.findMany({ where: { userId: user.id } })
    expect(session!.expiresAt.getTime() - session!.createdAt.getTime()).toBe(SESSION_ABSOLUTE_SECONDS * 1000)
    await db.userSession.update({ where: { id: session!.id }, data: { expiresAt: new Date(Date.now() - 1000) } })
    expect(await resolveSessionUser(token)).toBeNull()
  })

  it('sign out everywhere ends every sign-in of the account and no one else’s', async () => {
    const { user, token } = await signedInPatient()
    const second = await createSessionToken(user)
    const stranger = await signedInPatient()
    await endEverySession({ userId: user.id })
    expect(await resolveSessionUser(token)).toBeNull()
    expect(await resolveSessionUser(second)).toBeNull()
    expect(await resolveSessionUser(stranger.token)).not.toBeNull()
  })

  it('a password change carries this sign-in on (same session, same absolute end)', async () => {
    const { user, token } = await signedInPatient()
    const current = (await resolveSessionUser(token))!
    await db.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } })
    const reissued = await reissueSession({ ...user, sessionVersion: user.sessionVersion + 1 }, current.sessionId)
    expect((await resolveSessionUser(reissued))?.sessionId).toBe(current.sessionId)
    expect(await db.userSession.count({ where: { userId: user.id } })).toBe(1)
  })
})
