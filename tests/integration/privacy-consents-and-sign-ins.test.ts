import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as giveRoute } from '@/app/api/v1/user/consents/route'
import { DELETE as withdrawRoute } from '@/app/api/v1/user/consents/[kind]/route'
import { POST as loginRoute } from '@/app/api/v1/patient/login/route'
import { POST as signOutEverywhereRoute } from '@/app/api/v1/user/sign-out-everywhere/route'
import { GET as signInsRoute } from '@/app/api/v1/user/sign-ins/route'
import { VERSION_NOT_CURRENT } from '@/lib/consent/health-data-consent'
import { MARKETING_EMAILS_CONSENT_KIND, MARKETING_EMAILS_CONSENT_VERSION } from '@/lib/consent/marketing-emails-consent'
import { authOptions } from '@/lib/server/auth/auth-options'
import { endSession } from '@/lib/server/auth/end-sessions'
import { reissueSession } from '@/lib/server/auth/reissue-session'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { db } from '@/lib/server/db'
import { hasMarketingEmailsConsent } from '@/lib/server/privacy/consents/marketing-emails'
import { viewConsentsAndPreferences } from '@/lib/server/privacy/consents/view-consents-and-preferences'
import { listSignIns } from '@/lib/server/privacy/sign-ins/list-sign-ins'
import { createAdmin, createPatient, createTherapist, DEMO_PASSWORD } from '../fixtures/factories'

// The privacy centre's consents and sign-ins (decision 042): sign-ins recorded at login with the
// user agent and part of the address, listed to their owner only; marketing emails given and
// withdrawn with their times; over the route handlers, on the real database.
const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))

beforeEach(() => {
  session.token = null
})

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0'
let octet = 10
/** A unique client address per sign-in, so the login throttle's per-address count never interferes. */
const freshAddress = () => `102.${(octet = (octet + 1) % 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

type Caller = { id: string; role: 'Patient' | 'Therapist' | 'Admin' | 'Manager'; fullName: string; sessionVersion: number }
const noParams = { params: Promise.resolve({}) }
const answer = async (response: Response) => ({ status: response.status, body: await response.json() })
const as = (token: string | null) => {
  session.token = token
}
const signIns = async () => answer(await signInsRoute(new NextRequest('http://localhost/api/v1/user/sign-ins'), noParams))

async function apiLogin(email: string, userAgent: string, address: string): Promise<string> {
  const request = new NextRequest('http://localhost/api/v1/patient/login', {
    method: 'POST',
    body: JSON.stringify({ email, thePassword: DEMO_PASSWORD }),
    headers: { 'content-type': 'application/json', 'user-agent': userAgent, 'x-forwarded-for': address },
  })
  const { status, body } = await answer(await loginRoute(request, noParams))
  expect(status).toBe(200)
  return body.token
}

/** The web login form's path: next-auth's credentials provider with the request's headers. */
async function formLogin(email: string, headers: Record<string, string>) {
  const provider = authOptions().providers[0] as unknown as { options: { authorize: (credentials: unknown, request: unknown) => Promise<{ sid: string }> } }
  return provider.options.authorize({ email, password: DEMO_PASSWORD }, { headers })
}

describe('sign-ins are recorded with the device and part of the address', () => {
  it('keeps the user agent (cut to 300 characters) and only the first two numbers of an IPv4 address, from the API login', async () => {
    const patient = await createPatient(db)
    const address = freshAddress()
    await apiLogin(patient.email, `${ANDROID_CHROME} ${'x'.repeat(400)}`, `203.0.113.9, ${address}`)
    const row = await db.userSession.findFirstOrThrow({ where: { userId: patient.id } })
    expect(row.userAgent).toHaveLength(300)
    expect(row.userAgent?.startsWith(ANDROID_CHROME)).toBe(true)
    const [first, second] = address.split('.')
    expect(row.partialAddress).toBe(`${first}.${second}.x.x`)
    expect(row.sessionVersion).toBe(patient.sessionVersion)
    // The whole address is written nowhere in the sign-in's row.
    expect(JSON.stringify(row)).not.toContain(address)
  })

  it('records the web login form the same way, an IPv6 address by its first three groups', async () => {
    const patient = await createPatient(db)
    const { sid } = await formLogin(patient.email, { 'user-agent': WINDOWS_FIREFOX, 'x-forwarded-for': '2c0f:f5c0:b00:12:abcd:1:2:3' })
    const row = await db.userSession.findUniqueOrThrow({ where: { id: sid } })
    expect(row).toMatchObject({ userId: patient.id, userAgent: WINDOWS_FIREFOX, partialAddress: '2c0f:f5c0:b00:x:x:x:x:x' })
  })
})

describe('GET /api/v1/user/sign-ins', () => {
  it('lists the caller’s own sign-ins, newest first, with the device, the partial address and this device', async () => {
    const patient = await createPatient(db)
    const other = await createPatient(db)
    const firstToken = await apiLogin(patient.email, WINDOWS_FIREFOX, freshAddress())
    const currentToken = await apiLogin(patient.email, ANDROID_CHROME, freshAddress())
    await apiLogin(other.email, ANDROID_CHROME, freshAddress())
    const othersIds = (await db.userSession.findMany({ where: { userId: other.id }, select: { id: true } })).map((row) => row.id)
    expect(othersIds).toHaveLength(1)

    as(currentToken)
    const { status, body } = await signIns()
    expect(status).toBe(200)
    expect(body.data).toHaveLength(2)
    const [current, first] = body.data
    expect(Object.keys(current).sort()).toEqual(['_id', 'address', 'device', 'isActive', 'isCurrent', 'signedInAt'])
    expect(current).toMatchObject({ device: 'Chrome on Android', isActive: true, isCurrent: true })
    expect(current.address).toMatch(/^102\.\d+\.x\.x$/)
    expect(first).toMatchObject({ device: 'Firefox on Windows', isActive: true, isCurrent: false })
    expect(Date.parse(current.signedInAt)).toBeGreaterThanOrEqual(Date.parse(first.signedInAt))
    // Another person's sign-ins never appear.
    for (const id of othersIds) expect(JSON.stringify(body)).not.toContain(id)

    // From the other sign-in, that one is this device.
    as(firstToken)
    const fromFirst = await signIns()
    expect(fromFirst.body.data.filter((signIn: { isCurrent: boolean }) => signIn.isCurrent).map((signIn: { device: string }) => signIn.device)).toEqual(['Firefox on Windows'])
  })

  it('shows a signed-out sign-in as ended, and after a password change only this one as active', async () => {
    const patient = await createPatient(db)
    const loggedOut = await createSessionToken(patient)
    await createSessionToken(patient)
    await createSessionToken(patient)
    await endSession(loggedOut)
    const currentId = (await db.userSession.findFirstOrThrow({ where: { userId: patient.id }, orderBy: { createdAt: 'desc' } })).id
    const activeOf = async () =>
      Object.fromEntries((await listSignIns({ userId: patient.id, currentSessionId: currentId })).map((signIn) => [signIn._id, signIn.isActive]))
    const ids = (await db.userSession.findMany({ where: { userId: patient.id }, orderBy: { createdAt: 'asc' }, select: { id: true } })).map((row) => row.id)
    const expected = (flags: boolean[]) => Object.fromEntries(ids.map((id, index) => [id, flags[index]]))
    expect(ids).toHaveLength(3)
    expect(await activeOf()).toEqual(expected([false, true, true]))

    // A password change moves the session version on and carries this sign-in over to it.
    const changed = await db.user.update({ where: { id: patient.id }, data: { sessionVersion: { increment: 1 } }, select: { id: true, role: true, fullName: true, sessionVersion: true } })
    await reissueSession(changed, currentId)
    expect(await activeOf()).toEqual(expected([false, false, true]))
  })

  it('after sign out everywhere every sign-in is ended and the old token gets 401', async () => {
    const patient = await createPatient(db)
    const token = await apiLogin(patient.email, ANDROID_CHROME, freshAddress())
    await apiLogin(patient.email, WINDOWS_FIREFOX, freshAddress())
    as(token)
    const out = await answer(await signOutEverywhereRoute(new NextRequest('http://localhost/api/v1/user/sign-out-everywhere', { method: 'POST' }), noParams))
    expect(out.status).toBe(200)
    expect((await signIns()).status).toBe(401)
    const listed = await listSignIns({ userId: patient.id, currentSessionId: 'none' })
    expect(listed).toHaveLength(2)
    expect(listed.every((signIn) => !signIn.isActive)).toBe(true)
  })

  it('answers 401 without a session, and any signed-in role sees its own', async () => {
    expect((await signIns()).status).toBe(401)
    as('not-a-token')
    expect((await signIns()).status).toBe(401)
    for (const user of [await createTherapist(db), await createAdmin(db)] as Caller[]) {
      as(await createSessionToken(user))
      const { status, body } = await signIns()
      expect(status).toBe(200)
      expect(body.data).toHaveLength(1)
      expect(body.data[0]).toMatchObject({ device: 'Unknown device', address: null, isActive: true, isCurrent: true })
    }
  })
})

describe('marketing emails', () => {
  const give = async (body: unknown) => answer(await giveRoute(new NextRequest('http://localhost/api/v1/user/consents', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }), noParams))
  const withdraw = async () =>
    answer(await withdrawRoute(new NextRequest(`http://localhost/api/v1/user/consents/${MARKETING_EMAILS_CONSENT_KIND}`, { method: 'DELETE' }), { params: Promise.resolve({ kind: MARKETING_EMAILS_CONSENT_KIND }) }))

  it('are off by default, on with the time given, off again with the time withdrawn', async () => {
    const patient = await createPatient(db)
    as(await createSessionToken(patient))
    expect(await hasMarketingEmailsConsent(patient.id)).toBe(false)
    expect((await viewConsentsAndPreferences({ userId: patient.id, role: 'Patient' })).marketingEmails).toEqual({ isOn: false, givenAt: null, withdrawnAt: null })

    const wrongVersion = await give({ kind: MARKETING_EMAILS_CONSENT_KIND, version: '2020-01-01' })
    expect(wrongVersion.status).toBe(400)
    expect(wrongVersion.body.errors.version).toEqual([VERSION_NOT_CURRENT])

    const given = await give({ kind: MARKETING_EMAILS_CONSENT_KIND, version: MARKETING_EMAILS_CONSENT_VERSION })
    expect(given.status).toBe(201)
    expect(await hasMarketingEmailsConsent(patient.id)).toBe(true)
    const on = await viewConsentsAndPreferences({ userId: patient.id, role: 'Patient' })
    expect(on.marketingEmails).toEqual({ isOn: true, givenAt: given.body.data.givenAt, withdrawnAt: null })
    // The health-data consent is its own line, untouched.
    expect(on.healthData).toMatchObject({ isOn: true, isCurrentVersion: true })

    const withdrawn = await withdraw()
    expect(withdrawn.status).toBe(200)
    expect(await hasMarketingEmailsConsent(patient.id)).toBe(false)
    const off = await viewConsentsAndPreferences({ userId: patient.id, role: 'Patient' })
    expect(off.marketingEmails).toEqual({ isOn: false, givenAt: null, withdrawnAt: withdrawn.body.data.withdrawnAt })
    expect(Date.parse(off.marketingEmails.withdrawnAt ?? '')).toBeGreaterThanOrEqual(Date.parse(given.body.data.givenAt))
    expect(off.healthData).toMatchObject({ isOn: true })
    expect(await db.consent.count({ where: { userId: patient.id, kind: MARKETING_EMAILS_CONSENT_KIND } })).toBe(1)
  })

  it('belong to their owner only, and a therapist has no health-data line', async () => {
    const patient = await createPatient(db)
    const therapist = await createTherapist(db)
    as(await createSessionToken(therapist))
    expect((await give({ kind: MARKETING_EMAILS_CONSENT_KIND, version: MARKETING_EMAILS_CONSENT_VERSION })).status).toBe(201)
    expect(await hasMarketingEmailsConsent(therapist.id)).toBe(true)
    expect(await hasMarketingEmailsConsent(patient.id)).toBe(false)
    const view = await viewConsentsAndPreferences({ userId: therapist.id, role: 'Therapist' })
    expect(view.healthData).toBeNull()
    expect(view.marketingEmails.isOn).toBe(true)
  })

  it('say when the reminder channels last changed', async () => {
    const patient = await createPatient(db)
    expect((await viewConsentsAndPreferences({ userId: patient.id, role: 'Patient' })).reminders).toMatchObject({ email: true, sms: false, whatsapp: false, changedAt: null })
    const saved = await db.notificationPreference.create({ data: { userId: patient.id, email: false } })
    expect((await viewConsentsAndPreferences({ userId: patient.id, role: 'Patient' })).reminders).toMatchObject({ email: false, changedAt: saved.updatedAt.toISOString() })
  })
})
