import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import { saveNotificationSettingsAction as patientSettingsAction } from '@/app/(site)/(personal)/patient-profile/actions'
import { saveNotificationSettingsAction as therapistSettingsAction } from '@/app/(site)/(personal)/therapist-profile/actions'
import { GET, PUT } from '@/app/api/v1/user/notification-preferences/route'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { db } from '@/lib/server/db'
import { editOwnProfile } from '@/lib/server/patients/edit-own-profile'
import { NEEDS_PHONE, PREFERENCES_SAVED } from '@/lib/validation/notification-preferences'
import { createAdmin, createManager, createPatient, createTherapist } from '../fixtures/factories'

// PUT and GET /api/v1/user/notification-preferences and the profile pages' server actions: the session
// comes from a stand-in for the request headers; zod, the session check, the use case and Postgres
// are the real ones.
const request = vi.hoisted(() => ({ authorization: null as string | null }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.authorization ? { authorization: request.authorization } : {}),
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))

const context = { params: Promise.resolve({}) }
const PATH = 'http://localhost/api/v1/user/notification-preferences'

function as(token: string | null) {
  request.authorization = token ? `Bearer ${token}` : null
}

function put(token: string | null, body: unknown, contentType = 'application/json') {
  as(token)
  const headers: Record<string, string> = { 'content-type': contentType }
  if (token) headers.authorization = `Bearer ${token}`
  return PUT(new NextRequest(PATH, { method: 'PUT', headers, body: typeof body === 'string' ? body : JSON.stringify(body) }), context)
}

function get(token: string | null) {
  as(token)
  return GET(new NextRequest(PATH, { headers: token ? { authorization: `Bearer ${token}` } : {} }), context)
}

async function signedIn<T extends Parameters<typeof createSessionToken>[0]>(user: T) {
  return { user, token: await createSessionToken(user) }
}

const stored = (userId: string) => db.notificationPreference.findUnique({ where: { userId } })

describe('GET /api/v1/user/notification-preferences', () => {
  it('answers the defaults (email on, SMS and WhatsApp off, discreet calendar title) and the number texts would go to', async () => {
    const { token } = await signedIn(await createPatient(db, { phoneNumber: '0803 111 2233' }))
    const response = await get(token)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: { email: true, sms: false, whatsapp: false, calendarTitle: 'Discreet', phone: '+2348031112233' } })
  })

  it('answers 401 without a session', async () => {
    expect((await get(null)).status).toBe(401)
  })
})

describe('PUT /api/v1/user/notification-preferences', () => {
  it('saves the signed-in person’s choice and answers it', async () => {
    const { user, token } = await signedIn(await createPatient(db, { phoneNumber: '+2348031112234' }))

    const response = await put(token, { email: false, sms: true, whatsapp: true, calendarTitle: 'Descriptive' })

    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: PREFERENCES_SAVED, data: { email: false, sms: true, whatsapp: true, calendarTitle: 'Descriptive', phone: '+2348031112234' } })
    expect(await stored(user.id)).toMatchObject({ email: false, sms: true, whatsapp: true, calendarTitle: 'Descriptive' })
    expect(await (await get(token)).json()).toMatchObject({ data: { email: false, sms: true, whatsapp: true, calendarTitle: 'Descriptive' } })
  })

  it('keeps the calendar title when the body leaves it out, and writes nothing else the body carries', async () => {
    const { user, token } = await signedIn(await createPatient(db, { phoneNumber: '+2348031112235' }))
    await put(token, { email: true, sms: false, whatsapp: false, calendarTitle: 'Descriptive' })
    const other = await createPatient(db)

    const response = await put(token, { email: true, sms: true, whatsapp: false, userId: other.id, phoneNumber: '+2348099999999', role: 'Admin' })

    expect(response.status).toBe(200)
    expect(await stored(user.id)).toMatchObject({ email: true, sms: true, whatsapp: false, calendarTitle: 'Descriptive' })
    expect(await stored(other.id)).toBeNull()
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).phoneNumber).toBe('+2348031112235')
  })

  it('answers 400 for SMS or WhatsApp without a mobile number on the profile, and saves nothing', async () => {
    const { user, token } = await signedIn(await createPatient(db, { phoneNumber: null }))

    for (const [body, fields] of [
      [{ email: true, sms: true, whatsapp: false }, ['sms']],
      [{ email: true, sms: false, whatsapp: true }, ['whatsapp']],
      [{ email: false, sms: true, whatsapp: true }, ['sms', 'whatsapp']],
    ] as const) {
      const response = await put(token, body)
      expect(response.status).toBe(400)
      const answer = await response.json()
      expect(answer.message).toBe(NEEDS_PHONE)
      expect(Object.keys(answer.errors).sort()).toEqual([...fields].sort())
    }
    expect(await stored(user.id)).toBeNull()
    // Email alone needs no number.
    expect((await put(token, { email: false, sms: false, whatsapp: false })).status).toBe(200)
  })

  it('answers 400 for a missing or non-boolean channel, a bad title or bad JSON, and 415 for another content type', async () => {
    const { token } = await signedIn(await createPatient(db, { phoneNumber: '+2348031112236' }))
    for (const body of [{ email: true, sms: false }, { email: 'yes', sms: false, whatsapp: false }, { email: true, sms: 1, whatsapp: false }, { email: true, sms: false, whatsapp: false, calendarTitle: 'Loud' }]) {
      const response = await put(token, body)
      expect(response.status).toBe(400)
      expect((await response.json()).errors).toBeDefined()
    }
    expect((await put(token, '{not json')).status).toBe(400)
    expect((await put(token, 'email=true', 'application/x-www-form-urlencoded')).status).toBe(415)
  })

  it('answers 401 without a session', async () => {
    expect((await put(null, { email: true, sms: false, whatsapp: false })).status).toBe(401)
  })

  it('lets every role choose for their own account: a therapist, an admin and a manager', async () => {
    for (const user of [await createTherapist(db, { phoneNumber: '+2348031112237' }), await createAdmin(db), await createManager(db)]) {
      const { token } = await signedIn(user)
      const sms = user.phoneNumber !== null
      const response = await put(token, { email: true, sms, whatsapp: false })
      expect(response.status).toBe(200)
      expect(await stored(user.id)).toMatchObject({ email: true, sms })
    }
  })

  it('reads SMS and WhatsApp as off once the number is removed from the profile, and on again when one is added', async () => {
    const { user, token } = await signedIn(await createPatient(db, { phoneNumber: '+2348031112238' }))
    await put(token, { email: true, sms: true, whatsapp: true })

    await editOwnProfile({ userId: user.id, changes: { phoneNumber: null } })
    expect((await (await get(token)).json()).data).toEqual({ email: true, sms: false, whatsapp: false, calendarTitle: 'Discreet', phone: null })

    await editOwnProfile({ userId: user.id, changes: { phoneNumber: '+2349051112238' } })
    expect((await (await get(token)).json()).data).toEqual({ email: true, sms: true, whatsapp: true, calendarTitle: 'Discreet', phone: '+2349051112238' })
  })
})

describe('the profile pages’ notification settings actions', () => {
  it('saves a patient’s choice from /patient-profile, and refuses SMS without a number beside the field', async () => {
    const { user, token } = await signedIn(await createPatient(db, { phoneNumber: '+2348031112239' }))
    as(token)
    expect(await patientSettingsAction({ email: true, sms: true, whatsapp: false, calendarTitle: 'Descriptive' })).toMatchObject({ ok: true, message: PREFERENCES_SAVED, data: { sms: true, calendarTitle: 'Descriptive' } })
    expect(await stored(user.id)).toMatchObject({ sms: true, calendarTitle: 'Descriptive' })

    const noPhone = await signedIn(await createPatient(db, { phoneNumber: null }))
    as(noPhone.token)
    expect(await patientSettingsAction({ email: true, sms: false, whatsapp: true, calendarTitle: 'Discreet' })).toEqual({ ok: false, code: 'VALIDATION', message: NEEDS_PHONE, fieldErrors: { whatsapp: [NEEDS_PHONE] } })
  })

  it('saves a therapist’s choice from /therapist-profile, verified or not', async () => {
    const therapist = await createTherapist(db, { phoneNumber: '+2348031112240', isVerified: false })
    const { token } = await signedIn(therapist)
    as(token)
    expect(await therapistSettingsAction({ email: false, sms: true, whatsapp: true, calendarTitle: 'Discreet' })).toMatchObject({ ok: true })
    expect(await stored(therapist.id)).toMatchObject({ email: false, sms: true, whatsapp: true })
  })

  it('refuses each page’s action to the other role (403) and to a visitor (401)', async () => {
    const patient = await signedIn(await createPatient(db, { phoneNumber: '+2348031112241' }))
    const therapist = await signedIn(await createTherapist(db, { phoneNumber: '+2348031112242' }))
    const choice = { email: true, sms: false, whatsapp: false, calendarTitle: 'Discreet' } as const

    as(therapist.token)
    expect(await patientSettingsAction(choice)).toMatchObject({ ok: false, code: 'FORBIDDEN' })
    as(patient.token)
    expect(await therapistSettingsAction(choice)).toMatchObject({ ok: false, code: 'FORBIDDEN' })
    as(null)
    expect(await patientSettingsAction(choice)).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' })
    expect(await stored(patient.user.id)).toBeNull()
    expect(await stored(therapist.user.id)).toBeNull()
  })
})
