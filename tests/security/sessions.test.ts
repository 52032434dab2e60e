// Sessions that must no longer open anything: blocked accounts, changed passwords, tampered, forged
// and expired tokens.
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../fixtures/factories'
import { call } from '../support/http-api'
import { BASE, db, demo, forgeToken, freshPatient, signInOf } from './support/target'

const profile = (auth: { token?: string; cookie?: string }) => call(BASE, 'GET', '/api/v1/patient/view-profile', auth)

describe('sessions', () => {
  it("a blocked patient's token and cookie stop working at once, and sign-in is refused", async () => {
    const patient = await freshPatient()
    const admin = await demo('admin')
    expect((await call(BASE, 'PUT', `/api/v1/admin/admin-block-user/${patient.id}`, { token: admin.token })).status).toBe(200)
    expect((await profile({ token: patient.token })).status).toBe(401)
    expect((await profile({ cookie: patient.cookie })).status).toBe(401)
    const login = await call(BASE, 'POST', '/api/v1/patient/login', { body: { email: patient.email, thePassword: DEMO_PASSWORD } })
    expect(login.status).toBe(403)
    expect(login.body.token).toBeUndefined()
  })

  it('a password change ends every other session', async () => {
    const patient = await freshPatient()
    const changed = await call(BASE, 'PUT', '/api/v1/patient/change-password', { token: patient.token, body: { oldPassword: DEMO_PASSWORD, newPassword: 'another-long-password' } })
    expect(changed.status).toBe(200)
    expect((await profile({ token: patient.token })).status).toBe(401)
    expect((await profile({ cookie: patient.cookie })).status).toBe(401)
    expect((await profile({ token: changed.body.token as string })).status).toBe(200)
  })

  it('a token with one changed character in its signature is refused', async () => {
    const patient = await freshPatient()
    const last = patient.token.at(-2) === 'A' ? 'B' : 'A'
    const tampered = `${patient.token.slice(0, -2)}${last}${patient.token.at(-1)}`
    expect((await profile({ token: tampered })).status).toBe(401)
  })

  it("a token whose claims say Admin but whose signature is the patient's is refused", async () => {
    const patient = await freshPatient()
    const [header, payload, signature] = patient.token.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    const raised = Buffer.from(JSON.stringify({ ...claims, role: 'Admin' })).toString('base64url')
    const answer = await call(BASE, 'GET', '/api/v1/admin/admin-get-all-users', { token: `${header}.${raised}.${signature}` })
    expect(answer.status).toBe(401)
  })

  it('an unsigned token (alg none) is refused', async () => {
    const admin = await db.user.findFirstOrThrow({ where: { role: 'Admin' } })
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    const payload = Buffer.from(JSON.stringify({ sub: admin.id, role: 'Admin', fullName: 'x', sv: admin.sessionVersion, exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url')
    expect((await call(BASE, 'GET', '/api/v1/admin/admin-get-all-users', { token: `${header}.${payload}.` })).status).toBe(401)
  })

  it('a token signed with another secret is refused', async () => {
    const admin = await db.user.findFirstOrThrow({ where: { role: 'Admin' } })
    const token = await new SignJWT({ role: 'Admin', fullName: 'x', sv: admin.sessionVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-guessed-secret-that-is-long-enough-000000'))
    expect((await call(BASE, 'GET', '/api/v1/admin/admin-get-all-users', { token })).status).toBe(401)
  })

  it('an expired token is refused, even with the right signature', async () => {
    const patient = await freshPatient()
    const user = await db.user.findUniqueOrThrow({ where: { id: patient.id } })
    const expired = await forgeToken({ sub: user.id, role: 'Patient', fullName: user.fullName, sv: user.sessionVersion, ...signInOf(patient.token) }, -60)
    expect((await profile({ token: expired })).status).toBe(401)
  })

  it('a correctly signed token that claims a role the account does not have gets no more than the account', async () => {
    const patient = await freshPatient()
    const user = await db.user.findUniqueOrThrow({ where: { id: patient.id } })
    const promoted = await forgeToken({ sub: user.id, role: 'Admin', fullName: user.fullName, sv: user.sessionVersion, ...signInOf(patient.token) })
    const answer = await call(BASE, 'GET', '/api/v1/admin/admin-get-all-users', { token: promoted })
    expect([401, 403]).toContain(answer.status)
    expect(answer.body.data).toBeUndefined()
  })

  it("a token for an account that was deleted opens nothing", async () => {
    const patient = await freshPatient()
    const admin = await demo('admin')
    expect((await call(BASE, 'DELETE', `/api/v1/admin/admin-delete-user/${patient.id}`, { token: admin.token })).status).toBe(200)
    expect((await profile({ token: patient.token })).status).toBe(401)
  })

  it('a session cookie set by an attacker to another value is refused', async () => {
    expect((await profile({ cookie: 'alafia.session=not-a-token' })).status).toBe(401)
    expect((await profile({ cookie: 'alafia.session=' })).status).toBe(401)
  })
})
