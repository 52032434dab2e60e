import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authenticate, INVALID_CREDENTIALS } from '@/lib/server/auth/authenticate'
import * as passwords from '@/lib/server/auth/password'
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS } from '@/lib/server/auth/login-throttle'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { EMAIL_TAKEN, registerPatient } from '@/lib/server/patients/register-patient'
import { ensureFirstAdmin } from '@/lib/server/users/ensure-first-admin'
import { patientRegistrationSchema } from '@/lib/validation/auth'

const PASSWORD = 'correct-horse-battery'
const uniqueEmail = (prefix = 'patient') => `${prefix}-${randomUUID()}@example.test`
const uniqueIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

function registration(email = uniqueEmail()) {
  return patientRegistrationSchema.parse({
    fullName: 'Ngozi Obi', email, password: PASSWORD, gender: 'Female', phoneNumber: '08031234567',
    dateOfBirth: '1990-01-15', address: '4 Awolowo Road', localGovernment: 'Eti-Osa', state: 'Lagos',
  })
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e)
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('patient registration', () => {
  it('stores an argon2id hash, never the password, and the email in lower case', async () => {
    const email = uniqueEmail().toUpperCase()
    const user = await registerPatient(registration(email.toLowerCase()))
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } })
    expect(stored.email).toBe(email.toLowerCase())
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(stored.passwordHash).not.toContain(PASSWORD)
    expect(stored.role).toBe('Patient')
    expect(stored.phoneNumber).toBe('+2348031234567')
  })

  it('refuses an email that differs only in case', async () => {
    const email = uniqueEmail()
    await registerPatient(registration(email))
    const error = await rejection(registerPatient(registration(patientRegistrationSchema.shape.email.parse(email.toUpperCase()))))
    expect(error.code).toBe('EMAIL_TAKEN')
    expect(error.message).toBe(EMAIL_TAKEN)
  })

  it('lets the database decide when two registrations race for one email', async () => {
    const email = uniqueEmail()
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => registerPatient(registration(email))))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(await db.user.count({ where: { email } })).toBe(1)
  })
})

describe('sign-in', () => {
  it('signs in with the right password', async () => {
    const email = uniqueEmail()
    const created = await registerPatient(registration(email))
    const user = await authenticate({ email: email.toUpperCase(), password: PASSWORD, portal: 'user', ipAddress: uniqueIp() })
    expect(user).toMatchObject({ id: created.id, role: 'Patient', sessionVersion: 0 })
  })

  it('answers an unknown email and a wrong password the same way', async () => {
    const email = uniqueEmail()
    await registerPatient(registration(email))
    const wrongPassword = await rejection(authenticate({ email, password: 'wrong-password', portal: 'user', ipAddress: uniqueIp() }))
    const unknownEmail = await rejection(authenticate({ email: uniqueEmail(), password: PASSWORD, portal: 'user', ipAddress: uniqueIp() }))
    expect([wrongPassword.code, wrongPassword.message]).toEqual(['INVALID_CREDENTIALS', INVALID_CREDENTIALS])
    expect([unknownEmail.code, unknownEmail.message]).toEqual([wrongPassword.code, wrongPassword.message])
  })

  it('refuses a blocked user', async () => {
    const email = uniqueEmail()
    const user = await registerPatient(registration(email))
    await db.user.update({ where: { id: user.id }, data: { isBlocked: true } })
    const error = await rejection(authenticate({ email, password: PASSWORD, portal: 'user', ipAddress: uniqueIp() }))
    expect(error.code).toBe('BLOCKED')
  })

  it('keeps patients out of the therapist login API', async () => {
    const email = uniqueEmail()
    await registerPatient(registration(email))
    const error = await rejection(authenticate({ email, password: PASSWORD, portal: 'therapist', ipAddress: uniqueIp() }))
    expect(error.status).toBe(401)
  })

  it('signs every role in through the sign-in pages (they route by role), still checking the password', async () => {
    const email = uniqueEmail()
    await registerPatient(registration(email))
    await expect(authenticate({ email, password: PASSWORD, portal: 'any', ipAddress: uniqueIp() })).resolves.toMatchObject({ role: 'Patient' })
    await db.user.update({ where: { email }, data: { role: 'Therapist' } })
    await expect(authenticate({ email, password: PASSWORD, portal: 'any', ipAddress: uniqueIp() })).resolves.toMatchObject({ role: 'Therapist' })
    expect((await rejection(authenticate({ email, password: 'wrong-password', portal: 'any', ipAddress: uniqueIp() }))).code).toBe('INVALID_CREDENTIALS')
  })
})

describe('login throttling (counters in Postgres)', () => {
  it(`locks an account after ${MAX_FAILURES_PER_ACCOUNT} failures, even for the right password`, async () => {
    const email = uniqueEmail()
    await registerPatient(registration(email))
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++)
      await rejection(authenticate({ email, password: 'wrong-password', portal: 'user', ipAddress: uniqueIp() }))
    const error = await rejection(authenticate({ email, password: PASSWORD, portal: 'user', ipAddress: uniqueIp() }))
    expect(error.code).toBe('RATE_LIMITED')
    expect(error.status).toBe(429)
  })

  it('checks at most the limit of passwords when forty guesses arrive at once from forty addresses', async () => {
    const email = uniqueEmail()
    await registerPatient(registration(email))
    const checks = vi.spyOn(passwords, 'verifyPassword')
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => rejection(authenticate({ email, password: 'wrong-password', portal: 'user', ipAddress: uniqueIp() }))),
      )
      const checked = checks.mock.calls.length
      expect(checked).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT)
      expect(answers.filter((error) => error.code === 'INVALID_CREDENTIALS')).toHaveLength(checked)
      expect(answers.filter((error) => error.code === 'RATE_LIMITED')).toHaveLength(40 - checked)
      // Locked now, even for the right password.
      expect((await rejection(authenticate({ email, password: PASSWORD, portal: 'user', ipAddress: uniqueIp() }))).code).toBe('RATE_LIMITED')
    } finally {
      checks.mockRestore()
    }
  })

  it('counts failures that another app instance recorded', async () => {
    const email = uniqueEmail()
    await registerPatient(registration(email))
    // Another instance shares only the database: its failures are rows like these.
    await db.loginAttempt.createMany({ data: Array.from({ length: MAX_FAILURES_PER_ACCOUNT }, () => ({ email, ipAddress: uniqueIp(), succeeded: false })) })
    const error = await rejection(authenticate({ email, password: PASSWORD, portal: 'user', ipAddress: uniqueIp() }))
    expect(error.code).toBe('RATE_LIMITED')
  })

  it('throttles one address trying many accounts', async () => {
    const ipAddress = uniqueIp()
    await db.loginAttempt.createMany({ data: Array.from({ length: MAX_FAILURES_PER_ADDRESS }, () => ({ email: uniqueEmail(), ipAddress, succeeded: false })) })
    const email = uniqueEmail()
    await registerPatient(registration(email))
    expect((await rejection(authenticate({ email, password: PASSWORD, portal: 'user', ipAddress }))).code).toBe('RATE_LIMITED')
    // The same account from another address still works.
    await expect(authenticate({ email, password: PASSWORD, portal: 'user', ipAddress: uniqueIp() })).resolves.toMatchObject({ role: 'Patient' })
  })
})

describe('first admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  const saved = { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }
  afterEach(async () => {
    process.env.ADMIN_EMAIL = saved.email
    process.env.ADMIN_PASSWORD = saved.password
    const { resetConfigForTests } = await import('@/lib/server/config')
    resetConfigForTests()
  })

  async function configureAdmin(email: string, password: string) {
    process.env.ADMIN_EMAIL = email
    process.env.ADMIN_PASSWORD = password
    const { resetConfigForTests } = await import('@/lib/server/config')
    resetConfigForTests()
  }

  it('creates the admin once and never changes its password', async () => {
    const email = uniqueEmail('admin')
    await configureAdmin(email, 'first-admin-password')
    expect(await ensureFirstAdmin()).toBe('created')
    const first = await db.user.findUniqueOrThrow({ where: { email } })
    expect(first.role).toBe('Admin')

    await configureAdmin(email, 'a-different-password')
    expect(await ensureFirstAdmin()).toBe('exists')
    const second = await db.user.findUniqueOrThrow({ where: { email } })
    expect(second.passwordHash).toBe(first.passwordHash)
    await expect(authenticate({ email, password: 'first-admin-password', portal: 'user', ipAddress: uniqueIp() })).resolves.toMatchObject({ role: 'Admin' })
  })

  it('leaves an existing non-admin account alone', async () => {
    const email = uniqueEmail()
    await registerPatient(registration(email))
    await configureAdmin(email, 'first-admin-password')
    expect(await ensureFirstAdmin()).toBe('conflict')
    expect((await db.user.findUniqueOrThrow({ where: { email } })).role).toBe('Patient')
  })
})
