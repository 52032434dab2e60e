import { readdir } from 'node:fs/promises'
import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { editTherapistProfileAction } from '@/app/(site)/(personal)/update-therapist-profile/actions'
import { registerTherapistAction } from '@/app/(site)/(personal)/therapist-registration/actions'
import { changeTherapistPasswordAction } from '@/app/(site)/(personal)/therapist-change-password/actions'
import { PUT as changePasswordRoute } from '@/app/api/v1/therapist/change-password/route'
import { PUT as editProfileRoute } from '@/app/api/v1/therapist/edit-profile/route'
import { POST as forgotPasswordRoute } from '@/app/api/v1/therapist/forgot-password/route'
import { POST as registrationRoute } from '@/app/api/v1/therapist/registration/route'
import { GET as viewProfileRoute } from '@/app/api/v1/therapist/view-profile/route'
import { resolveSessionUser } from '@/lib/server/auth/current-user'
import { verifyPassword } from '@/lib/server/auth/password'
import { RESET_EMAIL_SUBJECT } from '@/lib/server/auth/password-reset/reset-email'
import { createSessionToken, sessionCookie } from '@/lib/server/auth/session-token'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { WRONG_OLD_PASSWORD } from '@/lib/server/patients/change-password'
import { EMAIL_TAKEN } from '@/lib/server/patients/register-patient'
import { findDirectoryPage } from '@/lib/server/therapists/find-directory-page'
import { PUBLIC_THERAPIST_WHERE } from '@/lib/server/therapists/public-therapist'
import { REGISTRATION_LIMIT_PER_ADDRESS, registerTherapist } from '@/lib/server/therapists/register-therapist'
import { RESET_REQUESTED } from '@/lib/validation/password-reset'
import { FEE_OUT_OF_RANGE, NEW_PASSWORDS_DO_NOT_MATCH, SPECIALTY_REPEATED, therapistRegistrationSchema } from '@/lib/validation/therapist'
import { PHOTO_TOO_LARGE, PHOTO_WRONG_TYPE } from '@/lib/validation/uploads'
import { DEMO_PASSWORD, createPatient, createTherapist, uniqueEmail } from '../fixtures/factories'
import { HTML_PAYLOAD, jpegBytes, jpegOfSize, pngBytes } from '../fixtures/hostile-files'
import { setUpTemporaryUploadDir } from '../support/upload-dir'

/*
 * Route handlers and server actions read the session and the caller's address through next/headers,
 * which needs Next's request scope: a stand-in serves one request's headers and cookie jar.
 * connection() has nothing to wait for and revalidateTag (Next's cache) is recorded. Everything
 * below (zod, the session check, the upload pipeline with sharp, Postgres, the disk) is real.
 */
const request = vi.hoisted(() => ({ authorization: null as string | null, address: '10.0.0.1', cookies: new Map<string, string>() }))
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': request.address, ...(request.authorization ? { authorization: request.authorization } : {}) }),
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined),
    set: (name: string, value: string) => void request.cookies.set(name, value),
  }),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag }))

const uploads = setUpTemporaryUploadDir()

// Every test comes from its own address, so the registration limit never carries over.
const uniqueIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

beforeEach(() => {
  request.authorization = null
  request.cookies = new Map()
  request.address = uniqueIp()
  revalidateTag.mockClear()
  // The outbox is the delivery here (no provider): an email is a row to read.
  delete process.env.RESEND_API_KEY
  resetConfigForTests()
})

const context = { params: Promise.resolve({}) }

const fields = (overrides: Record<string, string> = {}) => ({
  fullName: 'Adaeze Okafor', bio: 'Family therapist.\nTen years in Lagos.', email: uniqueEmail('therapist-reg'), password: 'a-good-password',
  gender: 'Female', fee: '15,000', specialtyOne: 'Family & Marriage Counseling', specialtyTwo: 'Grief Counseling', specialtyThree: '',
  specialtyFour: '', specialtyFive: '', phoneNumber: '0803 123 4567', yearsOfExperience: '10', address: '12 Allen Avenue',
  localGovernment: 'Ikeja', state: 'Lagos', ...overrides,
})

function multipart(values: Record<string, string>, photo?: { bytes: Buffer; name?: string; type?: string }): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(values)) form.append(name, value)
  if (photo) form.append('profilePhoto', new File([new Uint8Array(photo.bytes)], photo.name ?? 'me.jpg', { type: photo.type ?? 'image/jpeg' }))
  return form
}

/** An API call: a Bearer token when signed in, from this test's address. */
function apiRequest(path: string, method: string, { token, form, json }: { token?: string; form?: FormData; json?: unknown } = {}) {
  request.authorization = token ? `Bearer ${token}` : null
  const headers: Record<string, string> = { 'x-forwarded-for': request.address }
  if (token) headers.authorization = `Bearer ${token}`
  if (json !== undefined) headers['content-type'] = 'application/json'
  return new NextRequest(new URL(path, 'http://localhost'), { method, headers, body: form ?? (json === undefined ? undefined : JSON.stringify(json)) })
}

/** A browser that signed in: its session is the cookie. */
function asBrowser(token: string) {
  request.authorization = null
  request.cookies = new Map([[sessionCookie().name, token]])
}

async function signedInTherapist(overrides: Parameters<typeof createTherapist>[1] = {}) {
  const therapist = await createTherapist(db, { isVerified: false, gender: 'Male', state: 'Oyo', ...overrides })
  return { therapist, token: await createSessionToken(therapist) }
}

const userByEmail = (email: string) => db.user.findUnique({ where: { email }, include: { therapistProfile: { include: { photo: true } } } })

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e)
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('POST therapist/registration (multipart, optional profilePhoto)', () => {
  it('creates an unverified therapist with the photo stored, linked and public; not listed in the directory', async () => {
    const values = fields()
    const photo = await jpegBytes({ width: 300, height: 300 })
    const response = await registrationRoute(apiRequest('/api/v1/therapist/registration', 'POST', { form: multipart(values, { bytes: photo }) }), context)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ success: true, message: 'Registration successful' })

    const user = await userByEmail(values.email)
    expect(user).toMatchObject({ role: 'Therapist', fullName: 'Adaeze Okafor', gender: 'Female', phoneNumber: '+2348031234567', state: 'Lagos', isBlocked: false })
    expect(user?.therapistProfile).toMatchObject({
      isVerified: false, verifiedAt: null, feeKobo: 1_500_000, yearsOfExperience: 10,
      specialties: ['Family & Marriage Counseling', 'Grief Counseling'], bio: 'Family therapist.\nTen years in Lagos.',
    })
    const stored = user!.therapistProfile!.photo!
    expect(stored).toMatchObject({ visibility: 'Public', contentType: 'image/jpeg', uploadedById: user!.id, url: `/api/files/${stored.id}` })
    expect(await uploads.storedNames()).toContain(stored.storageKey)
    // The small rendition made before the account existed is named as the therapist's too.
    expect(await db.storedFile.findUniqueOrThrow({ where: { id: stored.smallFileId! } })).toMatchObject({ uploadedById: user!.id, visibility: 'Public' })
    expect(await verifyPassword(user!.passwordHash, values.password)).toBe(true)

    // Unverified: not public anywhere.
    expect(await db.therapistProfile.count({ where: { ...PUBLIC_THERAPIST_WHERE, userId: user!.id } })).toBe(0)
    const page = await findDirectoryPage({ filters: { specialty: 'Family & Marriage Counseling', q: 'Adaeze Okafor' }, offset: 0, limit: 1000 })
    expect(page.therapists.map((therapist) => therapist._id)).not.toContain(user!.id)
    // The same search finds them once an admin has verified them (so the check above means something).
    await db.therapistProfile.update({ where: { userId: user!.id }, data: { isVerified: true, verifiedAt: new Date() } })
    const listed = await findDirectoryPage({ filters: { specialty: 'Family & Marriage Counseling', q: 'Adaeze Okafor' }, offset: 0, limit: 1000 })
    expect(listed.therapists.map((therapist) => therapist._id)).toContain(user!.id)
  })

  it('registers without a photo through the page\'s server action (no photo linked)', async () => {
    const values = fields()
    expect(await registerTherapistAction(multipart(values))).toEqual({ ok: true, message: 'Registration successful. Please log in.' })
    const user = await userByEmail(values.email)
    expect(user?.therapistProfile).toMatchObject({ isVerified: false, photoFileId: null })
  })

  it('ignores isVerified, isBlocked and role sent with the form', async () => {
    const values = { ...fields(), isVerified: 'true', isBlocked: 'true', role: 'Admin', verifiedAt: '2020-01-01' }
    const response = await registrationRoute(apiRequest('/api/v1/therapist/registration', 'POST', { form: multipart(values) }), context)
    expect(response.status).toBe(201)
    const user = await userByEmail(values.email)
    expect(user).toMatchObject({ role: 'Therapist', isBlocked: false })
    expect(user?.therapistProfile).toMatchObject({ isVerified: false, verifiedAt: null })
  })

  it('refuses a repeated specialty and a fee out of bounds, and writes nothing', async () => {
    const repeated = fields({ specialtyThree: 'Grief Counseling' })
    const first = await registrationRoute(apiRequest('/api/v1/therapist/registration', 'POST', { form: multipart(repeated) }), context)
    expect(first.status).toBe(400)
    expect(await first.json()).toMatchObject({ message: SPECIALTY_REPEATED, errors: { specialtyThree: [SPECIALTY_REPEATED] } })

    const cheap = fields({ fee: '999' })
    const result = await registerTherapistAction(multipart(cheap))
    expect(result).toMatchObject({ ok: false, message: FEE_OUT_OF_RANGE, fieldErrors: { fee: [FEE_OUT_OF_RANGE] } })
    expect(await userByEmail(repeated.email)).toBeNull()
    expect(await userByEmail(cheap.email)).toBeNull()
  })

  it('answers a taken email with the patient registration\'s message, without storing the photo', async () => {
    const patient = await createPatient(db)
    const before = await uploads.storedNames()
    const response = await registrationRoute(
      apiRequest('/api/v1/therapist/registration', 'POST', { form: multipart(fields({ email: patient.email.toUpperCase() }), { bytes: await jpegBytes() }) }),
      context,
    )
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ message: EMAIL_TAKEN, errors: { email: [EMAIL_TAKEN] } })
    expect(await uploads.storedNames()).toEqual(before)
  })

  it('refuses an HTML page named me.jpg with the spec\'s message, and writes no user and no file', async () => {
    const values = fields()
    const before = await uploads.storedNames()
    const filesBefore = await db.storedFile.count()
    const response = await registrationRoute(
      apiRequest('/api/v1/therapist/registration', 'POST', { form: multipart(values, { bytes: HTML_PAYLOAD, name: 'me.jpg', type: 'image/jpeg' }) }),
      context,
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: PHOTO_WRONG_TYPE, errors: { profilePhoto: [PHOTO_WRONG_TYPE] } })
    expect(await userByEmail(values.email)).toBeNull()
    expect(await db.storedFile.count()).toBe(filesBefore)
    expect(await uploads.storedNames()).toEqual(before)
  })

  it('refuses a photo of 3,072,000 bytes (it must be under) with File Must be less then 3 MB', async () => {
    const values = fields()
    const result = await registerTherapistAction(multipart(values, { bytes: await jpegOfSize(3_072_000) }))
    expect(result).toMatchObject({ ok: false, message: PHOTO_TOO_LARGE, fieldErrors: { profilePhoto: [PHOTO_TOO_LARGE] } })
    expect(await userByEmail(values.email)).toBeNull()
  })

  it('deletes the stored photo when the account cannot be written after all', async () => {
    const input = therapistRegistrationSchema.parse(fields())
    const before = await uploads.storedNames()
    const filesBefore = await db.storedFile.count()
    // Past the schema, the database's own CHECK refuses an unknown specialty after the photo is stored.
    const failed = await registerTherapist({ input: { ...input, specialties: ['Astrology' as never] }, photo: await pngBytes(), ipAddress: uniqueIp() }).catch((e: unknown) => e)
    expect(failed).toBeInstanceOf(Error)
    expect(failed).not.toBeInstanceOf(AppError)
    expect(await userByEmail(input.email)).toBeNull()
    expect(await db.storedFile.count()).toBe(filesBefore)
    expect(await readdir(uploads.dir())).toEqual(before)
  })

  it('limits registrations per network address', async () => {
    const taken = (await createPatient(db)).email
    const input = therapistRegistrationSchema.parse(fields({ email: taken }))
    const ipAddress = uniqueIp()
    for (let attempt = 0; attempt < REGISTRATION_LIMIT_PER_ADDRESS.max; attempt++)
      expect((await rejection(registerTherapist({ input, photo: null, ipAddress }))).code).toBe('EMAIL_TAKEN')
    const limited = await rejection(registerTherapist({ input: { ...input, email: uniqueEmail() }, photo: null, ipAddress }))
    expect(limited.code).toBe('RATE_LIMITED')
    expect(limited.message).toMatch(/^Too many registrations from your network\. Please try again in \d+ minutes?\.$/)
    // Another address is not affected.
    expect((await rejection(registerTherapist({ input, photo: null, ipAddress: uniqueIp() }))).code).toBe('EMAIL_TAKEN')
  })
})

describe('GET therapist/view-profile', () => {
  it('answers the own profile with spec 3\'s names and nothing secret', async () => {
    const { therapist, token } = await signedInTherapist({ feeKobo: 2_500_000, specialties: ['Crisis Counseling', 'Child Counseling'] })
    const response = await viewProfileRoute(apiRequest('/api/v1/therapist/view-profile', 'GET', { token }), context)
    expect(response.status).toBe(200)
    const { data } = await response.json()
    expect(data).toMatchObject({
      _id: therapist.id, email: therapist.email, fee: 25000, feeKobo: 2_500_000, specialtyOne: 'Crisis Counseling', specialtyTwo: 'Child Counseling',
      specialtyThree: null, isVerified: false, isBlocked: false, profilePhoto: null, gender: 'Male', state: 'Oyo',
    })
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|argon2|sessionVersion/)
  })

  it('answers 401 to a visitor and 403 to a patient', async () => {
    expect((await viewProfileRoute(apiRequest('/api/v1/therapist/view-profile', 'GET'), context)).status).toBe(401)
    const patientToken = await createSessionToken(await createPatient(db))
    expect((await viewProfileRoute(apiRequest('/api/v1/therapist/view-profile', 'GET', { token: patientToken }), context)).status).toBe(403)
  })
})

describe('PUT therapist/edit-profile (multipart)', () => {
  it('changes the allowed fields only: isVerified, isBlocked, role and ids sent by a client are ignored', async () => {
    const { therapist, token } = await signedInTherapist()
    const smuggled = { isVerified: 'true', isBlocked: 'true', role: 'Admin', verifiedAt: '2020-01-01', sessionVersion: '9', _id: therapist.id, feeKobo: '1' }
    const form = multipart({ fullName: 'Dr. Tunde Bakare', fee: '30000', specialtyOne: 'Anger Management Counseling', specialtyTwo: '', ...smuggled })
    const response = await editProfileRoute(apiRequest('/api/v1/therapist/edit-profile', 'PUT', { token, form }), context)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ message: 'Profile updated successfully', data: { fullName: 'Dr. Tunde Bakare', fee: 30000, isVerified: false, isBlocked: false } })

    const stored = await db.user.findUniqueOrThrow({ where: { id: therapist.id }, include: { therapistProfile: true } })
    expect(stored).toMatchObject({ role: 'Therapist', isBlocked: false, sessionVersion: 0, fullName: 'Dr. Tunde Bakare', gender: 'Male', state: 'Oyo' })
    expect(stored.therapistProfile).toMatchObject({ isVerified: false, verifiedAt: null, feeKobo: 3_000_000, specialties: ['Anger Management Counseling'] })
    // The public pages show these fields: their cache expires at once.
    expect(revalidateTag).toHaveBeenCalledWith('therapists', { expire: 0 })
    expect(revalidateTag).toHaveBeenCalledWith(`therapist:${therapist.id}`, { expire: 0 })
    // The session is untouched.
    expect(await resolveSessionUser(token)).toMatchObject({ id: therapist.id })
  })

  it('keeps a verified therapist verified and cannot unblock or promote through the page\'s action', async () => {
    const { therapist, token } = await signedInTherapist({ isVerified: true })
    asBrowser(token)
    const result = await editTherapistProfileAction(multipart({ bio: 'New bio', isVerified: 'false', role: 'Admin' }))
    expect(result).toEqual({ ok: true, message: 'Profile updated successfully' })
    const stored = await db.user.findUniqueOrThrow({ where: { id: therapist.id }, include: { therapistProfile: true } })
    expect(stored.role).toBe('Therapist')
    expect(stored.therapistProfile).toMatchObject({ isVerified: true, bio: 'New bio' })
  })

  it('replaces the photo: the new one is linked, the old one\'s row and bytes are gone', async () => {
    const { therapist, token } = await signedInTherapist()
    asBrowser(token)
    expect(await editTherapistProfileAction(multipart({}, { bytes: await jpegBytes() }))).toMatchObject({ ok: true })
    const first = (await db.therapistProfile.findUniqueOrThrow({ where: { userId: therapist.id }, include: { photo: true } })).photo!
    expect(await uploads.storedNames()).toContain(first.storageKey)

    expect(await editTherapistProfileAction(multipart({}, { bytes: await pngBytes(), name: 'new.png', type: 'image/png' }))).toMatchObject({ ok: true })
    const second = (await db.therapistProfile.findUniqueOrThrow({ where: { userId: therapist.id }, include: { photo: true } })).photo!
    expect(second).toMatchObject({ contentType: 'image/png', uploadedById: therapist.id })
    expect(second.id).not.toBe(first.id)
    expect(await db.storedFile.findUnique({ where: { id: first.id } })).toBeNull()
    expect(await db.storedFile.findUnique({ where: { id: first.smallFileId! } })).toBeNull()
    const names = await uploads.storedNames()
    expect(names).not.toContain(first.storageKey)
    expect(names).toContain(second.storageKey)
  })

  it('keeps the old photo when the new one is refused', async () => {
    const { therapist, token } = await signedInTherapist()
    asBrowser(token)
    await editTherapistProfileAction(multipart({}, { bytes: await jpegBytes() }))
    const before = await db.therapistProfile.findUniqueOrThrow({ where: { userId: therapist.id } })
    const result = await editTherapistProfileAction(multipart({ fullName: 'Changed' }, { bytes: HTML_PAYLOAD }))
    expect(result).toMatchObject({ ok: false, message: PHOTO_WRONG_TYPE, fieldErrors: { profilePhoto: [PHOTO_WRONG_TYPE] } })
    const after = await db.user.findUniqueOrThrow({ where: { id: therapist.id }, include: { therapistProfile: true } })
    expect(after.therapistProfile?.photoFileId).toBe(before.photoFileId)
    expect(after.fullName).toBe('Test Therapist')
  })

  it('refuses another account\'s email, a repeated specialty, and callers who are not therapists', async () => {
    const { token } = await signedInTherapist()
    const other = await createPatient(db)
    const taken = await editProfileRoute(apiRequest('/api/v1/therapist/edit-profile', 'PUT', { token, form: multipart({ email: other.email }) }), context)
    expect(taken.status).toBe(409)
    expect(await taken.json()).toMatchObject({ message: EMAIL_TAKEN })
    const repeat = await editProfileRoute(
      apiRequest('/api/v1/therapist/edit-profile', 'PUT', { token, form: multipart({ specialtyOne: 'Career Counseling', specialtyFour: 'Career Counseling' }) }),
      context,
    )
    expect(repeat.status).toBe(400)
    expect(await repeat.json()).toMatchObject({ errors: { specialtyFour: [SPECIALTY_REPEATED] } })

    expect((await editProfileRoute(apiRequest('/api/v1/therapist/edit-profile', 'PUT', { form: multipart({ bio: 'x' }) }), context)).status).toBe(401)
    const patientToken = await createSessionToken(await createPatient(db))
    expect((await editProfileRoute(apiRequest('/api/v1/therapist/edit-profile', 'PUT', { token: patientToken, form: multipart({ bio: 'x' }) }), context)).status).toBe(403)
  })
})

describe('therapist change password', () => {
  it('checks the old password, then ends every other session and gives this caller a new token', async () => {
    const { therapist, token } = await signedInTherapist()
    const otherDevice = await createSessionToken(therapist)

    const wrong = await changePasswordRoute(apiRequest('/api/v1/therapist/change-password', 'PUT', { token, json: { oldPassword: 'not-it', newPassword: 'brand-new-pass' } }), context)
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ message: WRONG_OLD_PASSWORD, errors: { oldPassword: [WRONG_OLD_PASSWORD] } })

    const response = await changePasswordRoute(apiRequest('/api/v1/therapist/change-password', 'PUT', { token, json: { oldPassword: DEMO_PASSWORD, newPassword: 'brand-new-pass' } }), context)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ success: true, message: 'Password updated successfully' })
    expect(await resolveSessionUser(otherDevice)).toBeNull()
    expect(await resolveSessionUser(token)).toBeNull()
    expect(await resolveSessionUser(body.token)).toMatchObject({ id: therapist.id, role: 'Therapist' })
    const { passwordHash } = await db.user.findUniqueOrThrow({ where: { id: therapist.id } })
    expect(await verifyPassword(passwordHash, 'brand-new-pass')).toBe(true)
  })

  it('the page\'s action says New Passwords don`t match, and on success re-issues this browser\'s cookie', async () => {
    const { therapist, token } = await signedInTherapist()
    asBrowser(token)
    const mismatch = await changeTherapistPasswordAction({ oldPassword: DEMO_PASSWORD, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pas' })
    expect(mismatch).toMatchObject({ ok: false, message: NEW_PASSWORDS_DO_NOT_MATCH, fieldErrors: { confirmPassword: [NEW_PASSWORDS_DO_NOT_MATCH] } })

    const result = await changeTherapistPasswordAction({ oldPassword: DEMO_PASSWORD, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' })
    expect(result).toEqual({ ok: true, message: 'Password updated successfully' })
    const cookie = request.cookies.get(sessionCookie().name)!
    expect(cookie).not.toBe(token)
    expect(await resolveSessionUser(cookie)).toMatchObject({ id: therapist.id })
    expect(await resolveSessionUser(token)).toBeNull()
  })

  it('is for therapists only: a patient gets 403', async () => {
    const patientToken = await createSessionToken(await createPatient(db))
    const response = await changePasswordRoute(
      apiRequest('/api/v1/therapist/change-password', 'PUT', { token: patientToken, json: { oldPassword: DEMO_PASSWORD, newPassword: 'brand-new-pass' } }),
      context,
    )
    expect(response.status).toBe(403)
  })
})

describe('POST therapist/forgot-password', () => {
  const resetEmails = (to: string) => db.emailOutbox.findMany({ where: { to, subject: RESET_EMAIL_SUBJECT } })

  it('emails a reset link to a therapist, with the same answer as for any other email', async () => {
    const { therapist } = await signedInTherapist()
    const patient = await createPatient(db)
    for (const email of [therapist.email, patient.email, uniqueEmail('nobody')]) {
      const response = await forgotPasswordRoute(apiRequest('/api/v1/therapist/forgot-password', 'POST', { json: { email } }), context)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ message: RESET_REQUESTED, success: true })
    }
    const [email] = await resetEmails(therapist.email)
    expect(email?.text).toMatch(/\/reset-Password\?token=/)
    // The therapist page resets therapist accounts only; patients use theirs.
    expect(await resetEmails(patient.email)).toHaveLength(0)
  })

  it('needs an email (spec 5\'s message)', async () => {
    const response = await forgotPasswordRoute(apiRequest('/api/v1/therapist/forgot-password', 'POST', { json: { email: '' } }), context)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: 'Please enter your registered email address.' })
  })
})
