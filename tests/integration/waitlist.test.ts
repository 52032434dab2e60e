import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DELETE as leaveRoute } from '@/app/api/v1/patient/waitlist/[id]/route'
import { GET as listRoute, POST as joinRoute } from '@/app/api/v1/patient/waitlist/route'
import { eraseUser } from '@/lib/server/admin/users/erase-user'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { db } from '@/lib/server/db'
import { joinWaitlist } from '@/lib/server/waitlist/join-waitlist'
import { drainWaitlist } from '@/lib/server/waitlist/drain-waitlist'
import { lagosDateKey } from '@/lib/time'
import { ALREADY_WAITING, TOO_MANY_WAITS, WAIT_DATE_MESSAGES, WAITLIST_JOINED, WAITLIST_LEFT, WAITLIST_NOT_FOUND } from '@/lib/validation/waitlist'
import { MAX_OPEN_WAITS } from '@/lib/waitlist/waitlist-rules'
import { createAdmin, createPatient, createTherapist } from '../fixtures/factories'

// POST, GET and DELETE /api/v1/patient/waitlist over the route handlers, with the session from a
// stand-in for the request headers, against the real database.
const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))

const DAY_MS = 86_400_000
const lagosDate = (days: number) => lagosDateKey(new Date(Date.now() + days * DAY_MS))

beforeEach(() => {
  session.token = null
})

type Caller = { id: string; role: 'Patient' | 'Therapist' | 'Admin' | 'Manager'; fullName: string; sessionVersion: number }
const as = async (user: Caller | null) => {
  session.token = user ? await createSessionToken(user) : null
}

const request = (method: string, body?: unknown) =>
  new NextRequest('http://localhost/api/v1/patient/waitlist', { method, ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) })
const join = async (body: unknown) => {
  const response = await joinRoute(request('POST', body), { params: Promise.resolve({}) })
  return { status: response.status, body: await response.json() }
}
const list = async () => {
  const response = await listRoute(request('GET'), { params: Promise.resolve({}) })
  return { status: response.status, body: await response.json() }
}
const leave = async (id: string) => {
  const response = await leaveRoute(request('DELETE'), { params: Promise.resolve({ id }) })
  return { status: response.status, body: await response.json() }
}

describe('joining a waitlist', () => {
  it('answers 201 with the entry for a date and for any time, each ending when the rules say', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db, { fullName: 'Ngozi Umeh' }), createPatient(db)])
    await as(patient)
    const date = lagosDate(3)

    const dated = await join({ therapistId: therapist.id, date })
    expect(dated.status).toBe(201)
    expect(dated.body.message).toBe(WAITLIST_JOINED)
    expect(dated.body.data).toMatchObject({ therapistId: therapist.id, therapistName: 'Ngozi Umeh', date, isTherapistListed: true })
    expect(dated.body.data.expiresAt).toBe(new Date(`${date}T23:00:00.000Z`).toISOString()) // the end of that day in Lagos

    const anyTime = await join({ therapistId: therapist.id })
    expect(anyTime.status).toBe(201)
    expect(anyTime.body.data.date).toBeNull()
    expect(Date.parse(anyTime.body.data.expiresAt) - Date.parse(anyTime.body.data.createdAt)).toBe(30 * DAY_MS)

    const row = await db.waitlistEntry.findUniqueOrThrow({ where: { id: dated.body.data._id }, select: { patientId: true } })
    expect(row.patientId).toBe(patient.id)
  })

  it('answers 409 for the same wait twice, also when two joins race, and keeps one row', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
    await as(patient)
    const date = lagosDate(2)
    expect((await join({ therapistId: therapist.id, date })).status).toBe(201)
    expect(await join({ therapistId: therapist.id, date })).toEqual({ status: 409, body: { message: ALREADY_WAITING } })
    expect((await join({ therapistId: therapist.id, date: null })).status).toBe(201)
    expect((await join({ therapistId: therapist.id, date: null })).status).toBe(409)

    const racing = await Promise.all(Array.from({ length: 5 }, () => joinWaitlist({ patientId: patient.id, therapistId: therapist.id, date: lagosDate(4) }).then(() => 201, (error) => error.code)))
    expect(racing.sort()).toEqual([201, 'CONFLICT', 'CONFLICT', 'CONFLICT', 'CONFLICT'])
    expect(await db.waitlistEntry.count({ where: { patientId: patient.id } })).toBe(3)
  })

  it('answers 404 for an unknown, unverified or blocked therapist, and 400 for a date passed, too far or not real', async () => {
    const [unverified, blocked, therapist, patient] = await Promise.all([
      createTherapist(db, { isVerified: false }),
      createTherapist(db, { isBlocked: true }),
      createTherapist(db),
      createPatient(db),
    ])
    await as(patient)
    for (const therapistId of [crypto.randomUUID(), unverified.id, blocked.id]) expect((await join({ therapistId })).status).toBe(404)
    expect(await join({ therapistId: therapist.id, date: lagosDate(-1) })).toEqual({ status: 400, body: { message: WAIT_DATE_MESSAGES.passed, errors: { date: [WAIT_DATE_MESSAGES.passed] } } })
    expect((await join({ therapistId: therapist.id, date: lagosDate(91) })).body.message).toBe(WAIT_DATE_MESSAGES['too-far'])
    expect((await join({ therapistId: therapist.id, date: '2031-02-30' })).status).toBe(400)
    expect((await join({ therapistId: 'not-an-id' })).status).toBe(400)
    expect((await join({ therapistId: therapist.id, date: lagosDate(0) })).status).toBe(201) // today counts
    expect(await db.waitlistEntry.count({ where: { patientId: patient.id } })).toBe(1)
  })

  it(`refuses more than ${MAX_OPEN_WAITS} open waits (409), and lets an expired wait give way to a new one`, async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
    const longAgo = new Date(Date.now() - 31 * DAY_MS)
    const old = await joinWaitlist({ patientId: patient.id, therapistId: therapist.id, now: longAgo })
    // Expired but not swept yet: it neither counts nor blocks the same wait.
    const again = await joinWaitlist({ patientId: patient.id, therapistId: therapist.id })
    expect(await db.waitlistEntry.findUnique({ where: { id: old.data._id } })).toBeNull()
    for (let days = 1; days < MAX_OPEN_WAITS; days++) await joinWaitlist({ patientId: patient.id, therapistId: therapist.id, date: lagosDate(days) })
    await as(patient)
    expect(await join({ therapistId: therapist.id, date: lagosDate(MAX_OPEN_WAITS) })).toEqual({ status: 409, body: { message: TOO_MANY_WAITS } })
    expect((await list()).body.data).toHaveLength(MAX_OPEN_WAITS)
    expect((await leave(again.data._id)).status).toBe(200)
    expect((await join({ therapistId: therapist.id, date: lagosDate(MAX_OPEN_WAITS) })).status).toBe(201)
  })
})

describe('listing and leaving', () => {
  it("lists only the caller's open waits, soonest to end first; leaving is the owner's alone (404 for anyone else)", async () => {
    const [therapist, patient, other] = await Promise.all([createTherapist(db, { fullName: 'Dr. Halima Yusuf' }), createPatient(db), createPatient(db)])
    const later = await joinWaitlist({ patientId: patient.id, therapistId: therapist.id, date: lagosDate(5) })
    const sooner = await joinWaitlist({ patientId: patient.id, therapistId: therapist.id, date: lagosDate(1) })
    // Made three days ago: the order is by when a wait ends, not by when it was made.
    await joinWaitlist({ patientId: patient.id, therapistId: therapist.id, date: lagosDate(2), now: new Date(Date.now() - 3 * DAY_MS) })
    const expired = await db.waitlistEntry.create({ data: { patientId: patient.id, therapistId: therapist.id, date: new Date(`${lagosDate(-1)}T00:00:00Z`), createdAt: new Date(Date.now() - 5 * DAY_MS), expiresAt: new Date(Date.now() - DAY_MS) } })
    const theirs = await joinWaitlist({ patientId: other.id, therapistId: therapist.id, date: lagosDate(1) })

    await as(patient)
    const listed = await list()
    expect(listed.status).toBe(200)
    expect(listed.body.data.map((entry: { date: string }) => entry.date)).toEqual([lagosDate(1), lagosDate(2), lagosDate(5)])
    expect(listed.body.data[0]).toEqual({
      _id: sooner.data._id,
      therapistId: therapist.id,
      therapistName: 'Dr. Halima Yusuf',
      isTherapistListed: true,
      date: lagosDate(1),
      createdAt: expect.any(String),
      expiresAt: sooner.data.expiresAt,
    })
    expect(listed.body.data.map((entry: { _id: string }) => entry._id)).not.toContain(expired.id)

    expect(await leave(theirs.data._id)).toEqual({ status: 404, body: { message: WAITLIST_NOT_FOUND } })
    expect(await db.waitlistEntry.findUnique({ where: { id: theirs.data._id } })).not.toBeNull()
    expect((await leave('not-an-id')).status).toBe(404)
    expect(await leave(later.data._id)).toEqual({ status: 200, body: { message: WAITLIST_LEFT } })
    expect((await leave(later.data._id)).status).toBe(404)
    expect((await list()).body.data).toHaveLength(2)
  })

  it('answers 401 without a session and 403 for every role but Patient', async () => {
    const [therapist, admin] = await Promise.all([createTherapist(db), createAdmin(db)])
    const entry = await joinWaitlist({ patientId: (await createPatient(db)).id, therapistId: therapist.id })
    for (const [caller, status] of [[null, 401], [therapist, 403], [admin, 403]] as const) {
      await as(caller)
      expect((await list()).status).toBe(status)
      expect((await join({ therapistId: therapist.id })).status).toBe(status)
      expect((await leave(entry.data._id)).status).toBe(status)
    }
    expect(await db.waitlistEntry.count({ where: { therapistId: therapist.id } })).toBe(1)
  })
})

describe('the sweep and erasure', () => {
  it('the cron deletes expired waits with their notices', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
    const expired = await joinWaitlist({ patientId: patient.id, therapistId: therapist.id, now: new Date(Date.now() - 31 * DAY_MS) })
    const open = await joinWaitlist({ patientId: patient.id, therapistId: therapist.id, date: lagosDate(1) })
    await db.waitlistNotice.create({ data: { entryId: expired.data._id, startsAt: new Date(Date.now() + DAY_MS), sentAt: new Date() } })
    await drainWaitlist()
    expect(await db.waitlistEntry.findUnique({ where: { id: expired.data._id } })).toBeNull()
    expect(await db.waitlistNotice.count({ where: { entryId: expired.data._id } })).toBe(0)
    expect(await db.waitlistEntry.findUnique({ where: { id: open.data._id } })).not.toBeNull()
  })

  it("erasing a patient removes their waits; erasing a therapist removes everyone's waits for them", async () => {
    const [therapist, otherTherapist, patient, other, admin] = await Promise.all([createTherapist(db), createTherapist(db), createPatient(db), createPatient(db), createAdmin(db)])
    const mine = await joinWaitlist({ patientId: patient.id, therapistId: therapist.id })
    await db.waitlistNotice.create({ data: { entryId: mine.data._id, startsAt: new Date(Date.now() + DAY_MS) } })
    const theirs = await joinWaitlist({ patientId: other.id, therapistId: therapist.id })
    const elsewhere = await joinWaitlist({ patientId: other.id, therapistId: otherTherapist.id })
    const actor = { id: admin.id, role: 'Admin' as const }

    await eraseUser({ actor, userId: patient.id })
    expect(await db.waitlistEntry.count({ where: { patientId: patient.id } })).toBe(0)
    expect(await db.waitlistNotice.count({ where: { entryId: mine.data._id } })).toBe(0)
    expect(await db.waitlistEntry.findUnique({ where: { id: theirs.data._id } })).not.toBeNull()

    await eraseUser({ actor, userId: therapist.id })
    expect(await db.waitlistEntry.findUnique({ where: { id: theirs.data._id } })).toBeNull()
    expect(await db.waitlistEntry.findUnique({ where: { id: elsewhere.data._id } })).not.toBeNull()
  })
})
