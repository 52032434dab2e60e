import { createHash, randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as forgotPasswordRoute } from '@/app/api/v1/patient/forgot-password/route'
import { PUT as resetPasswordRoute } from '@/app/api/v1/patient/resetpassword/[token]/route'
import { authenticate } from '@/lib/server/auth/authenticate'
import { resolveSessionUser } from '@/lib/server/auth/current-user'
import { MAX_FAILURES_PER_ACCOUNT } from '@/lib/server/auth/login-throttle'
import { verifyPassword } from '@/lib/server/auth/password'
import { checkResetToken } from '@/lib/server/auth/password-reset/check-reset-token'
import { RESET_EMAIL_SUBJECT } from '@/lib/server/auth/password-reset/reset-email'
import { resetPassword } from '@/lib/server/auth/password-reset/reset-password'
import { RESET_TOKEN_TTL_MS } from '@/lib/server/auth/password-reset/reset-token'
import {
  RESET_LIMIT_PER_ADDRESS,
  RESET_LIMIT_PER_EMAIL,
  requestPasswordReset,
  type ResetPortal,
} from '@/lib/server/auth/password-reset/request-password-reset'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { config, resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { INVALID_RESET_LINK, PASSWORD_RESET_DONE, RESET_REQUESTED } from '@/lib/validation/password-reset'
import { DEMO_PASSWORD, createAdmin, createManager, createPatient, createTherapist, uniqueEmail } from '../fixtures/factories'

// Route handlers call connection() (no prerendering of API answers), which needs Next's request scope;
// here there is none. `after` stays real: outside a request it throws and the deferred work runs inline.
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))

const uniqueIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
const savedKey = process.env.RESEND_API_KEY

beforeEach(() => {
  // The outbox is the delivery here (no provider): the email is a row we can read.
  delete process.env.RESEND_API_KEY
  resetConfigForTests()
})

afterEach(() => {
  if (savedKey === undefined) delete process.env.RESEND_API_KEY
  else process.env.RESEND_API_KEY = savedKey
  resetConfigForTests()
})

/** What the forgot-password form's action does, from an address of its own unless one is given. */
function requestReset(email: string, { ipAddress = uniqueIp(), portal = 'patient' as ResetPortal } = {}) {
  return requestPasswordReset({ email, portal, ipAddress })
}

async function resetEmails(to: string) {
  return db.emailOutbox.findMany({ where: { to, subject: RESET_EMAIL_SUBJECT }, orderBy: { createdAt: 'asc' } })
}

/** The link of the newest reset email to `to`, and its token. */
async function latestLink(to: string): Promise<{ link: string; token: string }> {
  const emails = await resetEmails(to)
  const text = emails.at(-1)?.text ?? ''
  const link = text.match(/https?:\/\/\S+\/reset-Password\?token=\S+/)?.[0]
  if (!link) throw new Error(`no reset link in the email to ${to}:\n${text}`)
  return { link, token: new URL(link).searchParams.get('token')! }
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e)
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

async function passwordIs(userId: string, password: string): Promise<boolean> {
  const { passwordHash } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } })
  return verifyPassword(passwordHash, password)
}

function apiRequest(path: string, method: string, body: unknown, ipAddress = uniqueIp()) {
  return new NextRequest(new URL(path, 'http://localhost'), {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ipAddress },
    body: JSON.stringify(body),
  })
}

const forgotApi = (email: string, ipAddress?: string) =>
  forgotPasswordRoute(apiRequest('/api/v1/patient/forgot-password', 'POST', { email }, ipAddress), { params: Promise.resolve({}) })
const resetApi = (token: string, body: unknown) =>
  resetPasswordRoute(apiRequest(`/api/v1/patient/resetpassword/${encodeURIComponent(token)}`, 'PUT', body), { params: Promise.resolve({ token }) })

describe('asking for a reset link', () => {
  it('answers the same for a registered and an unknown email, and emails only the registered one', async () => {
    const patient = await createPatient(db)
    const unknown = uniqueEmail('nobody')

    const known = await requestReset(patient.email)
    const stranger = await requestReset(unknown)

    expect(known).toEqual({ message: RESET_REQUESTED })
    expect(stranger).toEqual(known)
    expect(await resetEmails(patient.email)).toHaveLength(1)
    expect(await resetEmails(unknown)).toHaveLength(0)
  })

  it('answers the same through the API: 200 { message, success } for both', async () => {
    const patient = await createPatient(db)
    const [known, stranger] = [await forgotApi(patient.email.toUpperCase()), await forgotApi(uniqueEmail('nobody'))]
    expect(known.status).toBe(200)
    expect(stranger.status).toBe(200)
    expect(await known.json()).toEqual({ message: RESET_REQUESTED, success: true })
    expect(await stranger.json()).toEqual({ message: RESET_REQUESTED, success: true })
    expect(await resetEmails(patient.email)).toHaveLength(1)
  })

  it('answers before it looks the account up, so the timing cannot tell the two apart', async () => {
    const patient = await createPatient(db)
    const deferred: Array<() => Promise<void>> = []
    const answer = await requestPasswordReset({ email: patient.email, portal: 'patient', ipAddress: uniqueIp(), defer: async (task) => void deferred.push(task) })

    expect(answer).toEqual({ message: RESET_REQUESTED })
    expect(await db.passwordResetToken.count({ where: { userId: patient.id } })).toBe(0)
    expect(await resetEmails(patient.email)).toHaveLength(0)

    for (const task of deferred) await task()
    expect(await db.passwordResetToken.count({ where: { userId: patient.id } })).toBe(1)
    expect(await resetEmails(patient.email)).toHaveLength(1)
  })

  it('sends an email with a working link that expires in an hour, and stores only the token hash', async () => {
    const patient = await createPatient(db, { fullName: 'Ngozi Okafor' })
    const before = Date.now()
    await requestReset(patient.email)

    const [email] = await resetEmails(patient.email)
    expect(email).toMatchObject({ subject: 'Reset your password', status: 'Queued', provider: 'outbox', html: null })
    expect(email!.text).toContain('Hello Ngozi Okafor,')
    expect(email!.text).toContain('expires in 1 hour')
    const { link, token } = await latestLink(patient.email)
    expect(link.startsWith(`${config().APP_URL}/reset-Password?token=`)).toBe(true)
    // 32 random bytes in base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)

    const rows = await db.passwordResetToken.findMany({ where: { userId: patient.id } })
    expect(rows).toHaveLength(1)
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(rows[0]!.usedAt).toBeNull()
    expect(rows[0]!.expiresAt.getTime() - before).toBeGreaterThanOrEqual(RESET_TOKEN_TTL_MS - 1000)
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(RESET_TOKEN_TTL_MS)

    expect(await checkResetToken({ token })).toBe(true)
    expect(await resetPassword({ token, password: 'brand-new-password' })).toEqual({ userId: patient.id, role: 'Patient' })
    expect(await passwordIs(patient.id, 'brand-new-password')).toBe(true)
    expect(await passwordIs(patient.id, DEMO_PASSWORD)).toBe(false)
    expect((await db.passwordResetToken.findFirstOrThrow({ where: { userId: patient.id } })).usedAt).not.toBeNull()
  })

  it('covers patients, admins and managers on the user page, and only therapists on the therapist page', async () => {
    const [patient, admin, manager] = await Promise.all([createPatient(db), createAdmin(db), createManager(db)])
    const therapist = await createTherapist(db)
    for (const user of [patient, admin, manager, therapist]) await requestReset(user.email)
    await requestReset(patient.email, { portal: 'therapist' })
    await requestReset(therapist.email, { portal: 'therapist' })

    expect(await resetEmails(patient.email)).toHaveLength(1)
    expect(await resetEmails(admin.email)).toHaveLength(1)
    expect(await resetEmails(manager.email)).toHaveLength(1)
    expect(await resetEmails(therapist.email)).toHaveLength(1)
    expect((await resetPassword({ token: (await latestLink(therapist.email)).token, password: 'therapist-new-pass' })).role).toBe('Therapist')
  })

  it('sends nothing to blocked or erased accounts, with the same answer', async () => {
    const blocked = await createPatient(db, { isBlocked: true })
    const erased = await createPatient(db, { erasedAt: new Date() })
    expect(await requestReset(blocked.email)).toEqual({ message: RESET_REQUESTED })
    expect(await requestReset(erased.email)).toEqual({ message: RESET_REQUESTED })
    expect(await resetEmails(blocked.email)).toHaveLength(0)
    expect(await resetEmails(erased.email)).toHaveLength(0)
    expect(await db.passwordResetToken.count({ where: { userId: { in: [blocked.id, erased.id] } } })).toBe(0)
  })

  it('replaces earlier links: only the newest one works', async () => {
    const patient = await createPatient(db)
    await requestReset(patient.email)
    const first = await latestLink(patient.email)
    await requestReset(patient.email)
    const second = await latestLink(patient.email)
    expect(second.token).not.toBe(first.token)

    expect(await checkResetToken({ token: first.token })).toBe(false)
    expect((await rejection(resetPassword({ token: first.token, password: 'from-the-old-link' }))).code).toBe('INVALID_TOKEN')
    await resetPassword({ token: second.token, password: 'from-the-new-link' })
    expect(await passwordIs(patient.id, 'from-the-new-link')).toBe(true)
  })

  it('keeps one working link when two requests arrive at once', async () => {
    const patient = await createPatient(db)
    await Promise.all([requestReset(patient.email), requestReset(patient.email)])
    expect(await resetEmails(patient.email)).toHaveLength(2)
    expect(await db.passwordResetToken.count({ where: { userId: patient.id } })).toBe(1)
    // The requests queue on the account: exactly one of the two emailed links still works.
    const tokens = (await resetEmails(patient.email)).map((email) => new URL(email.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!)
    expect((await Promise.all(tokens.map((token) => checkResetToken({ token })))).filter(Boolean)).toHaveLength(1)
  })
})

describe('using a reset link', () => {
  async function linkFor(email: string) {
    await requestReset(email)
    return (await latestLink(email)).token
  }

  it('refuses a used link', async () => {
    const patient = await createPatient(db)
    const token = await linkFor(patient.email)
    await resetPassword({ token, password: 'first-new-password' })

    const error = await rejection(resetPassword({ token, password: 'second-new-password' }))
    expect(error).toMatchObject({ code: 'INVALID_TOKEN', status: 400, message: INVALID_RESET_LINK })
    expect(await passwordIs(patient.id, 'first-new-password')).toBe(true)
    expect(await checkResetToken({ token })).toBe(false)
  })

  it('refuses an expired link and leaves the password alone', async () => {
    const patient = await createPatient(db)
    const token = await linkFor(patient.email)
    await db.passwordResetToken.updateMany({ where: { userId: patient.id }, data: { expiresAt: new Date(Date.now() - 1000) } })

    expect(await checkResetToken({ token })).toBe(false)
    expect((await rejection(resetPassword({ token, password: 'too-late-password' }))).code).toBe('INVALID_TOKEN')
    expect(await passwordIs(patient.id, DEMO_PASSWORD)).toBe(true)
  })

  it('refuses made-up and malformed tokens', async () => {
    for (const token of ['', 'abc', 'x'.repeat(43), `${'a'.repeat(42)}=`, 'a'.repeat(44)]) {
      expect(await checkResetToken({ token })).toBe(false)
      expect((await rejection(resetPassword({ token, password: 'whatever-password' }))).code).toBe('INVALID_TOKEN')
    }
  })

  it("changes only the link owner's password: A's link never touches B", async () => {
    const a = await createPatient(db)
    const b = await createPatient(db)
    const tokenA = await linkFor(a.email)
    const tokenB = await linkFor(b.email)
    const bBefore = await db.user.findUniqueOrThrow({ where: { id: b.id } })

    await resetPassword({ token: tokenA, password: 'a-owns-this-password' })
    const bAfter = await db.user.findUniqueOrThrow({ where: { id: b.id } })
    expect(bAfter.passwordHash).toBe(bBefore.passwordHash)
    expect(bAfter.sessionVersion).toBe(bBefore.sessionVersion)
    expect(await passwordIs(a.id, 'a-owns-this-password')).toBe(true)
    // B's own link still works: A's reset did not spend it.
    expect(await checkResetToken({ token: tokenB })).toBe(true)
  })

  it('lets exactly one of two simultaneous uses of a link succeed', async () => {
    const patient = await createPatient(db)
    const token = await linkFor(patient.email)

    const results = await Promise.allSettled([
      resetPassword({ token, password: 'racer-one-password' }),
      resetPassword({ token, password: 'racer-two-password' }),
    ])
    const won = results.findIndex((r) => r.status === 'fulfilled')
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect(lost.reason).toMatchObject({ code: 'INVALID_TOKEN' })
    expect(await passwordIs(patient.id, won === 0 ? 'racer-one-password' : 'racer-two-password')).toBe(true)
    expect((await db.user.findUniqueOrThrow({ where: { id: patient.id } })).sessionVersion).toBe(patient.sessionVersion + 1)
  })

  it('ends every existing session of the account', async () => {
    const patient = await createPatient(db)
    const [phone, laptop] = [await createSessionToken(patient), await createSessionToken(patient)]
    expect(await resolveSessionUser(phone)).not.toBeNull()

    await resetPassword({ token: await linkFor(patient.email), password: 'after-reset-password' })
    expect(await resolveSessionUser(phone)).toBeNull()
    expect(await resolveSessionUser(laptop)).toBeNull()
    // A new sign-in with the new password works.
    const session = await authenticate({ email: patient.email, password: 'after-reset-password', portal: 'user', ipAddress: uniqueIp() })
    expect(await resolveSessionUser(await createSessionToken(session))).toMatchObject({ id: patient.id })
  })

  it('refuses the link of an account blocked after it was sent, and keeps the link unused', async () => {
    const patient = await createPatient(db)
    const token = await linkFor(patient.email)
    await db.user.update({ where: { id: patient.id }, data: { isBlocked: true } })

    expect((await rejection(resetPassword({ token, password: 'blocked-new-password' }))).code).toBe('INVALID_TOKEN')
    expect(await passwordIs(patient.id, DEMO_PASSWORD)).toBe(true)
    expect((await db.passwordResetToken.findFirstOrThrow({ where: { userId: patient.id } })).usedAt).toBeNull()
  })

  it('lifts a login lockout: the new password works at once', async () => {
    const patient = await createPatient(db)
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++)
      await rejection(authenticate({ email: patient.email, password: 'wrong-guess', portal: 'user', ipAddress: uniqueIp() }))
    expect((await rejection(authenticate({ email: patient.email, password: DEMO_PASSWORD, portal: 'user', ipAddress: uniqueIp() }))).code).toBe('RATE_LIMITED')

    await resetPassword({ token: await linkFor(patient.email), password: 'unlocked-password' })
    expect((await authenticate({ email: patient.email, password: 'unlocked-password', portal: 'user', ipAddress: uniqueIp() })).id).toBe(patient.id)
  })
})

describe('PUT patient/resetpassword/{token}', () => {
  it('answers 200 { message } and sets the password', async () => {
    const patient = await createPatient(db)
    await requestReset(patient.email)
    const { token } = await latestLink(patient.email)

    const response = await resetApi(token, { password: 'api-new-password' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: PASSWORD_RESET_DONE })
    expect(await passwordIs(patient.id, 'api-new-password')).toBe(true)

    const again = await resetApi(token, { password: 'api-second-password' })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ message: INVALID_RESET_LINK, errors: { token: [INVALID_RESET_LINK] } })
  })

  it('answers 400 for an unknown token and for a too-short password', async () => {
    expect((await resetApi(randomUUID(), { password: 'long-enough-password' })).status).toBe(400)
    const patient = await createPatient(db)
    await requestReset(patient.email)
    const short = await resetApi((await latestLink(patient.email)).token, { password: 'short' })
    expect(short.status).toBe(400)
    expect((await short.json()).errors.password).toEqual(['Password must be at least 8 characters'])
    expect(await passwordIs(patient.id, DEMO_PASSWORD)).toBe(true)
  })
})

describe('reset request throttle', () => {
  it(`allows ${RESET_LIMIT_PER_EMAIL} requests per email in 15 minutes, registered or not`, async () => {
    for (const email of [(await createPatient(db)).email, uniqueEmail('nobody')]) {
      for (let i = 0; i < RESET_LIMIT_PER_EMAIL; i++) await requestReset(email)
      const error = await rejection(requestReset(email))
      expect(error.code).toBe('RATE_LIMITED')
      expect(error.message).toMatch(/^Too many password reset requests for this email\. Please check your inbox or try again in \d+ minutes?\.$/)
    }
  })

  it(`allows ${RESET_LIMIT_PER_ADDRESS} requests per address in 15 minutes, then answers 429 over the API`, async () => {
    const ipAddress = uniqueIp()
    for (let i = 0; i < RESET_LIMIT_PER_ADDRESS; i++) await requestReset(uniqueEmail('spray'), { ipAddress })
    const patient = await createPatient(db)

    const response = await forgotApi(patient.email, ipAddress)
    expect(response.status).toBe(429)
    expect((await response.json()).message).toMatch(/^Too many password reset requests from your network\. Please try again in \d+ minutes?\.$/)
    expect(await resetEmails(patient.email)).toHaveLength(0)
    // Another address is not affected.
    expect((await forgotApi(patient.email)).status).toBe(200)
  })
})
