import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import { changePasswordAction } from '@/app/(site)/(personal)/patient-change-password/actions'
import { editProfileAction } from '@/app/(site)/(personal)/edit-patient-profile/actions'
import { PUT as changePasswordRoute } from '@/app/api/v1/patient/change-password/route'
import { PUT as editProfileRoute } from '@/app/api/v1/patient/edit-profile/route'
import { GET as viewProfileRoute } from '@/app/api/v1/patient/view-profile/route'
import { resolveSessionUser } from '@/lib/server/auth/current-user'
import { verifyPassword } from '@/lib/server/auth/password'
import { createSessionToken, sessionCookie } from '@/lib/server/auth/session-token'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { PASSWORD_CHANGE_LIMIT, WRONG_OLD_PASSWORD, changePassword } from '@/lib/server/patients/change-password'
import { editOwnProfile } from '@/lib/server/patients/edit-own-profile'
import { EMAIL_TAKEN } from '@/lib/server/patients/register-patient'
import { latestAdultBirthDate } from '@/lib/validation/common'
import { PASSWORD_MISMATCH, editProfileSchema } from '@/lib/validation/patient'
import { DEMO_PASSWORD, createAdmin, createPatient, createTherapist, uniqueEmail } from '../fixtures/factories'

/*
 * Route handlers and server actions read the session through next/headers, which needs Next's
 * request scope. Here a tiny stand-in serves one request's Authorization header and cookie jar;
 * everything below it (session check, zod, use cases, Postgres) is the real code.
 */
const request = vi.hoisted(() => ({ authorization: null as string | null, cookies: new Map<string, string>() }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.authorization ? { authorization: request.authorization } : {}),
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined),
    set: (name: string, value: string) => void request.cookies.set(name, value),
  }),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))

const cookieName = () => sessionCookie().name

/** A browser that signed in: its session is the cookie. */
function asBrowser(token: string) {
  request.authorization = null
  request.cookies = new Map([[cookieName(), token]])
}

/** An API client: its session is the Bearer token. */
function apiCall(path: string, token: string, method: 'GET' | 'PUT', body?: unknown) {
  request.authorization = `Bearer ${token}`
  request.cookies = new Map()
  const init = body === undefined ? { method } : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
  return new NextRequest(new URL(path, 'http://localhost'), { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } })
}
const context = { params: Promise.resolve({}) }

async function signedInPatient(overrides: Parameters<typeof createPatient>[1] = {}) {
  const user = await createPatient(db, {
    fullName: 'Kemi Ade', phoneNumber: '+2348031234567', address: '3 Allen Avenue', localGovernment: 'Ikeja', state: 'Lagos',
    gender: 'Female', dateOfBirth: new Date('1991-04-02T00:00:00Z'), ...overrides,
  })
  return { user, token: await createSessionToken(user) }
}

const profileFields = {
  fullName: 'Kemi Adeyemi', email: uniqueEmail('edited'), phoneNumber: '0803 123 4567', address: '12 Marina', localGovernment: 'Lagos Island',
  state: 'Lagos', dateOfBirth: '1990-12-31', gender: 'Female',
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e)
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('edit profile: only the eight profile fields can change', () => {
  const smuggled = { role: 'Admin', isBlocked: true, id: randomUUID(), _id: randomUUID(), createdAt: '2001-01-01T00:00:00.000Z', updatedAt: '2001-01-01T00:00:00.000Z', sessionVersion: 42, passwordHash: 'x' }

  it('drops role, isBlocked, ids, timestamps and sessionVersion in the schema and in the use case', async () => {
    const { user } = await signedInPatient()
    const parsed = editProfileSchema.parse({ ...profileFields, email: uniqueEmail(), ...smuggled })
    expect(Object.keys(parsed).sort()).toEqual(['address', 'dateOfBirth', 'email', 'fullName', 'gender', 'localGovernment', 'phoneNumber', 'state'])
    // Even a caller that skipped the schema cannot write more than the eight fields.
    const safeUser = await editOwnProfile({ userId: user.id, changes: Object.assign({}, parsed, smuggled) })
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } })
    expect(stored).toMatchObject({ id: user.id, role: 'Patient', isBlocked: false, sessionVersion: 0, createdAt: user.createdAt, passwordHash: user.passwordHash })
    expect(stored.fullName).toBe('Kemi Adeyemi')
    expect(safeUser).toMatchObject({ _id: user.id, role: 'Patient', isBlocked: false, phoneNumber: '+2348031234567', dateOfBirth: '1990-12-31' })
    expect(safeUser).not.toHaveProperty('passwordHash')
  })

  it('ignores them through PUT patient/edit-profile (spec 7 payload) and answers { message, data: safeUser }', async () => {
    const { user, token } = await signedInPatient()
    const email = uniqueEmail()
    const response = await editProfileRoute(apiCall('/api/v1/patient/edit-profile', token, 'PUT', { ...profileFields, email, ...smuggled }), context)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.message).toBe('Profile updated successfully')
    expect(body.data).toMatchObject({ _id: user.id, email, role: 'Patient', isBlocked: false, fullName: 'Kemi Adeyemi', phoneNumber: '+2348031234567' })
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|argon2/)
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } })
    expect(stored).toMatchObject({ role: 'Patient', isBlocked: false, sessionVersion: 0, createdAt: user.createdAt })
    // The session is still good: nothing about it changed.
    expect(await resolveSessionUser(token)).toMatchObject({ id: user.id, email })
  })

  it('ignores them through the page\'s server action', async () => {
    const { user, token } = await signedInPatient()
    asBrowser(token)
    const result = await editProfileAction({ ...profileFields, email: uniqueEmail(), ...smuggled })
    expect(result).toMatchObject({ ok: true, message: 'Profile updated successfully' })
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ role: 'Patient', isBlocked: false, sessionVersion: 0 })
  })

  it('leaves absent fields as they are and clears blank ones (shown as --- on the profile)', async () => {
    const { user } = await signedInPatient()
    await editOwnProfile({ userId: user.id, changes: editProfileSchema.parse({ address: '', gender: null }) })
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } })
    expect(stored).toMatchObject({ address: null, gender: null, fullName: 'Kemi Ade', phoneNumber: '+2348031234567', state: 'Lagos', localGovernment: 'Ikeja' })
  })

  it('never lets the name or the email be blank', () => {
    const result = editProfileSchema.safeParse({ ...profileFields, fullName: '  ', email: '' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['fullName', 'Please fill all fields'],
      ['email', 'Please fill all fields'],
    ])
  })

  it('refuses a visitor, a therapist, and lets an admin edit their own account', async () => {
    asBrowser('not-a-token')
    expect(await editProfileAction({ fullName: 'Nobody' })).toMatchObject({ ok: false, message: 'Please log in to continue.' })

    const therapist = await createTherapist(db)
    const response = await editProfileRoute(apiCall('/api/v1/patient/edit-profile', await createSessionToken(therapist), 'PUT', { fullName: 'Dr Who' }), context)
    expect(response.status).toBe(403)

    const admin = await createAdmin(db)
    const adminResponse = await editProfileRoute(apiCall('/api/v1/patient/edit-profile', await createSessionToken(admin), 'PUT', { fullName: 'Head Admin', role: 'Patient' }), context)
    expect(adminResponse.status).toBe(200)
    expect(await db.user.findUniqueOrThrow({ where: { id: admin.id } })).toMatchObject({ fullName: 'Head Admin', role: 'Admin' })
  })
})

describe('edit profile: email, phone, age and state rules', () => {
  it('keeps emails unique, whatever their case (409 EMAIL_TAKEN)', async () => {
    const other = await createPatient(db)
    const { user, token } = await signedInPatient()
    const error = await rejection(editOwnProfile({ userId: user.id, changes: editProfileSchema.parse({ email: other.email.toUpperCase() }) }))
    expect([error.code, error.message, error.fieldErrors]).toEqual(['EMAIL_TAKEN', EMAIL_TAKEN, { email: [EMAIL_TAKEN] }])

    const response = await editProfileRoute(apiCall('/api/v1/patient/edit-profile', token, 'PUT', { email: other.email }), context)
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ message: EMAIL_TAKEN, errors: { email: [EMAIL_TAKEN] } })
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email)

    // Saving one's own email (in another case) is not a conflict.
    await editOwnProfile({ userId: user.id, changes: editProfileSchema.parse({ email: user.email.toUpperCase() }) })
  })

  it('lets the database decide when two accounts race for one new email', async () => {
    const [a, b] = await Promise.all([signedInPatient(), signedInPatient()])
    const email = uniqueEmail('race')
    const results = await Promise.allSettled([a, b].map(({ user }) => editOwnProfile({ userId: user.id, changes: { email } })))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect((refused.reason as AppError).code).toBe('EMAIL_TAKEN')
  })

  it('stores Nigerian phone numbers in +234 form, from local or international input', async () => {
    const { user } = await signedInPatient({ phoneNumber: null })
    for (const input of ['0803 123 4567', '+234 803-123-4567', '2348031234567', '08031234567']) {
      const safeUser = await editOwnProfile({ userId: user.id, changes: editProfileSchema.parse({ phoneNumber: input }) })
      expect(safeUser.phoneNumber).toBe('+2348031234567')
    }
    for (const input of ['12345', '+44 20 7946 0958', '0603 123 4567', '080312345678']) {
      const result = editProfileSchema.safeParse({ phoneNumber: input })
      expect(result.error?.issues[0]).toMatchObject({ path: ['phoneNumber'], message: expect.stringContaining('Nigerian phone number') })
    }
  })

  it('accepts an adult born 18 years ago today and refuses anyone younger, a future date or nonsense', async () => {
    const eighteenToday = latestAdultBirthDate(new Date())
    expect(editProfileSchema.parse({ dateOfBirth: eighteenToday }).dateOfBirth).toBe(eighteenToday)
    const dayAfter = new Date(`${eighteenToday}T00:00:00Z`)
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1)
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    for (const [dateOfBirth, message] of [
      [dayAfter.toISOString().slice(0, 10), 'You must be at least 18 years old'],
      [tomorrow, 'You must be at least 18 years old'],
      ['1899-12-31', 'Enter a real date of birth'],
      ['1990-02-31', 'Enter a real date'],
      ['31/12/1990', 'Enter your date of birth'],
    ]) {
      expect(editProfileSchema.safeParse({ dateOfBirth }).error?.issues[0]?.message, dateOfBirth).toBe(message)
    }
    const { token } = await signedInPatient()
    const response = await editProfileRoute(apiCall('/api/v1/patient/edit-profile', token, 'PUT', { dateOfBirth: tomorrow }), context)
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({ dateOfBirth: ['You must be at least 18 years old'] })
  })

  it('takes only Male or Female and the 36 states and the FCT', () => {
    expect(editProfileSchema.parse({ gender: 'Male', state: 'FCT' })).toEqual({ gender: 'Male', state: 'FCT' })
    const result = editProfileSchema.safeParse({ gender: 'male', state: 'Lagos State' })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Choose a Nigerian state or the FCT', 'Gender must be Male or Female'])
  })

  it('never answers a password hash from view-profile', async () => {
    const { user, token } = await signedInPatient()
    const response = await viewProfileRoute(apiCall('/api/v1/patient/view-profile', token, 'GET'), context)
    const body = await response.json()
    expect(body.safeUser).toMatchObject({ _id: user.id, phoneNumber: '+2348031234567', dateOfBirth: '1991-04-02' })
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|argon2|sessionVersion/)
  })
})

describe('change password', () => {
  const NEW_PASSWORD = 'a-brand-new-passphrase'

  it('refuses a wrong old password and changes nothing', async () => {
    const { user, token } = await signedInPatient()
    const error = await rejection(changePassword({ userId: user.id, oldPassword: 'not-my-password', newPassword: NEW_PASSWORD }))
    expect([error.code, error.message, error.fieldErrors]).toEqual(['VALIDATION', WRONG_OLD_PASSWORD, { oldPassword: [WRONG_OLD_PASSWORD] }])
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } })
    expect(stored.sessionVersion).toBe(0)
    expect(await verifyPassword(stored.passwordHash, DEMO_PASSWORD)).toBe(true)
    expect(await resolveSessionUser(token)).not.toBeNull()
  })

  it('refuses a confirmation that differs and a password shorter than 8 characters', async () => {
    const { user, token } = await signedInPatient()
    asBrowser(token)
    expect(await changePasswordAction({ oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}!` })).toEqual({
      ok: false, code: 'VALIDATION', message: PASSWORD_MISMATCH, fieldErrors: { confirmPassword: [PASSWORD_MISMATCH] },
    })
    const short = await changePasswordRoute(apiCall('/api/v1/patient/change-password', token, 'PUT', { oldPassword: DEMO_PASSWORD, newPassword: 'seven77' }), context)
    expect(short.status).toBe(400)
    expect(await short.json()).toEqual({ message: 'Password must be at least 8 characters', errors: { newPassword: ['Password must be at least 8 characters'] } })
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(0)
  })

  it('ends every other session and keeps the browser that changed it signed in (server action)', async () => {
    const { user, token: thisBrowser } = await signedInPatient()
    const otherBrowser = await createSessionToken(user)
    asBrowser(thisBrowser)
    const result = await changePasswordAction({ oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    expect(result).toEqual({ ok: true, message: 'Password updated successfully' })

    expect(await resolveSessionUser(otherBrowser)).toBeNull()
    expect(await resolveSessionUser(thisBrowser)).toBeNull()
    // The action wrote a fresh cookie for this browser under the new session version.
    const reissued = request.cookies.get(cookieName())
    expect(reissued).not.toBe(thisBrowser)
    expect(await resolveSessionUser(reissued)).toMatchObject({ id: user.id })
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } })
    expect(stored.sessionVersion).toBe(1)
    expect(await verifyPassword(stored.passwordHash, NEW_PASSWORD)).toBe(true)
    expect(await verifyPassword(stored.passwordHash, DEMO_PASSWORD)).toBe(false)
  })

  it('answers { message, success, token } over the API: the Bearer caller carries on with the new token', async () => {
    const { user, token } = await signedInPatient()
    const response = await changePasswordRoute(apiCall('/api/v1/patient/change-password', token, 'PUT', { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }), context)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toEqual({ message: 'Password updated successfully', success: true, token: expect.any(String) })
    expect(await resolveSessionUser(token)).toBeNull()
    expect(await resolveSessionUser(body.token)).toMatchObject({ id: user.id })

    // The old token is refused by the API from now on.
    const stale = await viewProfileRoute(apiCall('/api/v1/patient/view-profile', token, 'GET'), context)
    expect(stale.status).toBe(401)
    const fresh = await viewProfileRoute(apiCall('/api/v1/patient/view-profile', body.token, 'GET'), context)
    expect(fresh.status).toBe(200)
  })

  it('throttles guessing: the sixth attempt within 15 minutes is refused even with the right password', async () => {
    const { user } = await signedInPatient()
    for (let attempt = 0; attempt < PASSWORD_CHANGE_LIMIT.max; attempt++) {
      expect((await rejection(changePassword({ userId: user.id, oldPassword: `guess-${attempt}`, newPassword: NEW_PASSWORD }))).code).toBe('VALIDATION')
    }
    const error = await rejection(changePassword({ userId: user.id, oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }))
    expect(error.code).toBe('RATE_LIMITED')
    expect(error.status).toBe(429)
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(0)
  })

  it('refuses the second of two changes racing from the same session', async () => {
    const { user } = await signedInPatient()
    const results = await Promise.allSettled(
      ['first-new-password', 'second-new-password'].map((newPassword) => changePassword({ userId: user.id, oldPassword: DEMO_PASSWORD, newPassword })),
    )
    // Exactly one wins: the other either lost the version check (CONFLICT) or, arriving after it,
    // no longer knows the old password.
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect(['CONFLICT', 'VALIDATION']).toContain((refused.reason as AppError).code)
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(1)
  })
})
