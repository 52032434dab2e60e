// The ways into someone's account that the review found: a lockout raced by simultaneous guesses,
// reset links outliving the password or the email they were sent for, sessions that logout did not
// end, and an unthrottled "is this email taken" answer.
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../fixtures/factories'
import { call, logIn } from '../support/http-api'
import { BASE, db, freshPatient, freshTherapist } from './support/target'

const profile = (auth: { token?: string; cookie?: string }) => call(BASE, 'GET', '/api/v1/patient/view-profile', auth)

/** Asks for a reset link and reads it from the outbox (the suite runs without an email provider). */
async function resetToken(email: string): Promise<string> {
  expect((await call(BASE, 'POST', '/api/v1/patient/forgot-password', { body: { email } })).status).toBe(200)
  for (let attempt = 0; attempt < 40; attempt++) {
    const email_ = await db.emailOutbox.findFirst({ where: { to: email, subject: { contains: 'password' } }, orderBy: { createdAt: 'desc' } })
    const token = email_?.text.match(/token=([A-Za-z0-9_-]{43})/)?.[1]
    if (token) return token
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no reset email to ${email}`)
}

const useResetLink = (token: string) => call(BASE, 'PUT', `/api/v1/patient/resetpassword/${token}`, { body: { password: 'taken-over-password' } })

describe('lockout cannot be raced', () => {
  it('forty simultaneous wrong passwords get at most five password checks (401), the rest 429', async () => {
    const patient = await freshPatient()
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => call(BASE, 'POST', '/api/v1/patient/login', { body: { email: patient.email, thePassword: 'not-the-password' } })),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([])
    // The fresh patient's own sign-in is one success row; the failed checks are the rest.
    expect(await db.loginAttempt.count({ where: { email: patient.email, succeeded: false } })).toBeLessThanOrEqual(5)
  })
})

describe('reset links die with the password and the email they were sent for', () => {
  it('a link asked for before a password change no longer resets the password', async () => {
    const patient = await freshPatient()
    const token = await resetToken(patient.email)
    expect((await call(BASE, 'PUT', '/api/v1/patient/change-password', { token: patient.token, body: { oldPassword: DEMO_PASSWORD, newPassword: 'my-own-new-password' } })).status).toBe(200)
    expect((await useResetLink(token)).status).toBe(400)
    await expect(logIn(BASE, patient.email, 'my-own-new-password')).resolves.toBeTruthy()
  })

  it('a link sent to the old email no longer works once the email changed', async () => {
    const patient = await freshPatient()
    const token = await resetToken(patient.email)
    const moved = `moved-${patient.id.slice(0, 8)}@example.test`
    expect((await call(BASE, 'PUT', '/api/v1/patient/edit-profile', { token: patient.token, body: { email: moved } })).status).toBe(200)
    expect((await useResetLink(token)).status).toBe(400)
  })
})

describe('logout ends the session', () => {
  it('after logout neither the Bearer token nor the old cookie works', async () => {
    const patient = await freshPatient()
    expect((await profile({ token: patient.token })).status).toBe(200)
    expect((await call(BASE, 'GET', '/api/v1/user/user-logout', { token: patient.token })).status).toBe(200)
    expect((await profile({ token: patient.token })).status).toBe(401)
    expect((await profile({ cookie: patient.cookie })).status).toBe(401)
  })

  it('renewing the session never moves its end past 30 days from sign-in', async () => {
    const patient = await freshPatient()
    const answer = await call(BASE, 'GET', '/api/auth/session', { cookie: patient.cookie })
    expect(answer.status).toBe(200)
    const renewed = answer.headers.getSetCookie().find((line) => line.startsWith('alafia.session='))
    const token = renewed ? renewed.split(';')[0]!.split('=')[1]! : patient.token
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number; aexp: number; iat: number }
    expect(claims.exp).toBeLessThanOrEqual(claims.aexp)
    const session = await db.userSession.findFirstOrThrow({ where: { userId: patient.id }, orderBy: { createdAt: 'desc' } })
    expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBe(30 * 86_400_000)
  })

  it('sign out everywhere ends every sign-in of the account', async () => {
    const patient = await freshPatient()
    const other = await logIn(BASE, patient.email, DEMO_PASSWORD)
    expect((await call(BASE, 'POST', '/api/v1/user/sign-out-everywhere', { token: patient.token })).status).toBe(200)
    for (const auth of [{ token: patient.token }, { cookie: patient.cookie }, { token: other.token }]) expect((await profile(auth)).status).toBe(401)
  })
})

describe('no unthrottled account lookup', () => {
  it('trying other people’s emails on one’s profile is limited (429 after five)', async () => {
    const patient = await freshPatient()
    const others = await Promise.all(Array.from({ length: 6 }, () => freshTherapist({ verified: false })))
    const statuses: number[] = []
    for (const other of others) statuses.push((await call(BASE, 'PUT', '/api/v1/patient/edit-profile', { token: patient.token, body: { email: other.email } })).status)
    expect(statuses.slice(0, 5)).toEqual([409, 409, 409, 409, 409])
    expect(statuses[5]).toBe(429)
  })
})
