import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DELETE as withdrawRoute } from '@/app/api/v1/user/consents/[kind]/route'
import { GET as listRoute, POST as giveRoute } from '@/app/api/v1/user/consents/route'
import { POST as holdRoute } from '@/app/api/v1/patient/hold-appointment/route'
import { CONSENT_REQUIRED, HEALTH_DATA_CONSENT_VERSION, NOTHING_TO_WITHDRAW, UNKNOWN_CONSENT_KIND, VERSION_NOT_CURRENT } from '@/lib/consent/health-data-consent'
import { MARKETING_EMAILS_CONSENT_VERSION } from '@/lib/consent/marketing-emails-consent'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { hasCurrentHealthConsent, healthConsentStanding } from '@/lib/server/consent/has-current-health-consent'
import { db } from '@/lib/server/db'
import { lagosDateKey } from '@/lib/time'
import { createAdmin, createAvailability, createManager, createPatient, createTherapist } from '../fixtures/factories'

// GET/POST /api/v1/user/consents, DELETE /api/v1/user/consents/{kind} and the hold's consent gate,
// over the route handlers with the session from a stand-in for the request headers, on the real database.
const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))

beforeEach(() => {
  session.token = null
})

type Caller = { id: string; role: 'Patient' | 'Therapist' | 'Admin' | 'Manager'; fullName: string; sessionVersion: number }
const as = async (user: Caller | null) => {
  session.token = user ? await createSessionToken(user) : null
}
const request = (method: string, path: string, body?: unknown) =>
  new NextRequest(`http://localhost${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) })
const answer = async (response: Response) => ({ status: response.status, body: await response.json() })
const list = async () => answer(await listRoute(request('GET', '/api/v1/user/consents'), { params: Promise.resolve({}) }))
const give = async (body: unknown) => answer(await giveRoute(request('POST', '/api/v1/user/consents', body), { params: Promise.resolve({}) }))
const withdraw = async (kind: string) => answer(await withdrawRoute(request('DELETE', `/api/v1/user/consents/${kind}`), { params: Promise.resolve({ kind }) }))
const current = { kind: 'health-data', version: HEALTH_DATA_CONSENT_VERSION }

describe('the consents API for a patient', () => {
  it('gives, lists, refuses a wrong kind or version, withdraws once, and keeps every record', async () => {
    const patient = await createPatient(db, { healthConsent: false })
    await as(patient)

    const empty = await list()
    expect(empty.status).toBe(200)
    expect(empty.body.data).toEqual([])
    expect(empty.body.current).toEqual([
      { kind: 'health-data', version: HEALTH_DATA_CONSENT_VERSION, required: true, given: false },
      { kind: 'marketing-emails', version: MARKETING_EMAILS_CONSENT_VERSION, required: false, given: false },
    ])

    const wrongKind = await give({ kind: 'marketing', version: HEALTH_DATA_CONSENT_VERSION })
    expect(wrongKind.status).toBe(400)
    expect(wrongKind.body.errors.kind).toEqual([UNKNOWN_CONSENT_KIND])
    const oldVersion = await give({ kind: 'health-data', version: '2020-01-01' })
    expect(oldVersion.status).toBe(400)
    expect(oldVersion.body.errors.version).toEqual([VERSION_NOT_CURRENT])
    expect(await db.consent.count({ where: { userId: patient.id } })).toBe(0)

    const given = await give(current)
    expect(given.status).toBe(201)
    expect(given.body.data).toMatchObject({ kind: 'health-data', version: HEALTH_DATA_CONSENT_VERSION, status: 'in-force', withdrawnAt: null })
    expect(Date.now() - Date.parse(given.body.data.givenAt)).toBeLessThan(60_000)
    expect(await hasCurrentHealthConsent(patient.id)).toBe(true)

    // Giving it again writes nothing new.
    const again = await give(current)
    expect(again.status).toBe(200)
    expect(again.body.data._id).toBe(given.body.data._id)

    const withdrawn = await withdraw('health-data')
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.body.data).toMatchObject({ _id: given.body.data._id, status: 'withdrawn' })
    expect(withdrawn.body.data.withdrawnAt).not.toBeNull()
    expect(await hasCurrentHealthConsent(patient.id)).toBe(false)
    expect(await withdraw('health-data')).toMatchObject({ status: 404, body: { message: NOTHING_TO_WITHDRAW } })
    expect((await withdraw('marketing')).status).toBe(404)

    expect((await give(current)).status).toBe(201)
    const records = await list()
    expect(records.body.data.map((record: { status: string }) => record.status)).toEqual(['in-force', 'withdrawn'])
    expect(records.body.current[0].given).toBe(true)
  })

  it('asks again when the text has a new version, and keeps the old one as replaced', async () => {
    const patient = await createPatient(db, { healthConsent: false })
    await db.consent.create({ data: { userId: patient.id, kind: 'health-data', version: '2020-01-01', givenAt: new Date('2026-01-01T10:00:00Z') } })
    expect(await hasCurrentHealthConsent(patient.id)).toBe(false)
    expect(await healthConsentStanding(patient.id)).toBe('older-version')
    await as(patient)
    expect((await list()).body.current[0].given).toBe(false)

    expect((await give(current)).status).toBe(201)
    expect(await healthConsentStanding(patient.id)).toBe('current')
    const rows = await db.consent.findMany({ where: { userId: patient.id }, orderBy: { givenAt: 'asc' } })
    expect(rows.map((row) => [row.version, row.replacedAt !== null, row.withdrawnAt])).toEqual([
      ['2020-01-01', true, null],
      [HEALTH_DATA_CONSENT_VERSION, false, null],
    ])
  })

  it('shows a patient only their own records, and withdraws only their own', async () => {
    const [patient, other] = await Promise.all([createPatient(db), createPatient(db, { healthConsent: false })])
    await as(other)
    expect((await list()).body.data).toEqual([])
    expect((await withdraw('health-data')).status).toBe(404)
    expect(await hasCurrentHealthConsent(patient.id)).toBe(true)
  })
})

describe('the consents API for other callers', () => {
  it('answers 401 to a visitor on every call', async () => {
    await as(null)
    expect((await list()).status).toBe(401)
    expect((await give(current)).status).toBe(401)
    expect((await withdraw('health-data')).status).toBe(401)
  })

  it.each([
    ['Therapist', () => createTherapist(db)],
    ['Admin', () => createAdmin(db)],
    ['Manager', () => createManager(db)],
  ])('lets a %s list, give and withdraw for their own account, where it is not required', async (_role, make) => {
    const user = await make()
    const patient = await createPatient(db)
    await as(user)
    expect((await list()).body).toEqual({
      data: [],
      current: [
        { kind: 'health-data', version: HEALTH_DATA_CONSENT_VERSION, required: false, given: false },
        { kind: 'marketing-emails', version: MARKETING_EMAILS_CONSENT_VERSION, required: false, given: false },
      ],
    })
    expect((await give(current)).status).toBe(201)
    expect((await list()).body.data).toHaveLength(1)
    expect((await withdraw('health-data')).status).toBe(200)
    // Nothing they do reaches a patient's consent.
    expect(await db.consent.count({ where: { userId: patient.id, withdrawnAt: null } })).toBe(1)
  })
})

describe('the hold needs the consent', () => {
  const date = lagosDateKey(new Date(Date.now() + 5 * 86_400_000))
  const hold = async (therapistId: string, slot_start: string, extra: Record<string, unknown> = {}) =>
    answer(await holdRoute(request('POST', '/api/v1/patient/hold-appointment', { therapistId, appointmentDate: date, slot_start, slot_end: `${Number(slot_start.slice(0, 2)) + 1}:00`, ...extra }), { params: Promise.resolve({}) }))

  it('refuses a patient without the current consent (403), and holds once they give it; withdrawn, refused again', async () => {
    const therapist = await createTherapist(db)
    await createAvailability(db, { therapistId: therapist.id, date, hours: [10, 11, 12] })
    const patient = await createPatient(db, { healthConsent: false })
    await as(patient)

    const refused = await hold(therapist.id, '10:00')
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ message: CONSENT_REQUIRED, data: { consent: current } })
    // A weekly series is refused the same way.
    expect((await hold(therapist.id, '10:00', { weeks: 2 })).status).toBe(403)
    expect(await db.appointment.count({ where: { patientId: patient.id } })).toBe(0)

    expect((await give(current)).status).toBe(201)
    expect((await hold(therapist.id, '10:00')).status).toBe(201)

    expect((await withdraw('health-data')).status).toBe(200)
    expect((await hold(therapist.id, '11:00')).status).toBe(403)
  })

  it('refuses a patient whose consent is for an older text', async () => {
    const therapist = await createTherapist(db)
    await createAvailability(db, { therapistId: therapist.id, date, hours: [10] })
    const patient = await createPatient(db, { healthConsent: false })
    await db.consent.create({ data: { userId: patient.id, kind: 'health-data', version: '2020-01-01' } })
    await as(patient)
    expect((await hold(therapist.id, '10:00')).status).toBe(403)
  })
})

describe('the database keeps consents straight', () => {
  it('allows one consent in force per person and kind, and only known kinds', async () => {
    const patient = await createPatient(db)
    await expect(db.consent.create({ data: { userId: patient.id, kind: 'health-data', version: HEALTH_DATA_CONSENT_VERSION } })).rejects.toThrow()
    await expect(db.consent.create({ data: { userId: patient.id, kind: 'marketing', version: 'x', withdrawnAt: new Date() } })).rejects.toThrow()
    await expect(db.consent.create({ data: { userId: patient.id, kind: 'health-data', version: 'x', givenAt: new Date(), withdrawnAt: new Date(Date.now() - 60_000) } })).rejects.toThrow()
  })
})
