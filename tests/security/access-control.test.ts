// Every role against every other role's pages, API routes and server actions, and other people's
// records by id. Each refusal is checked in PostgreSQL too: nothing changed.
import { beforeAll, describe, expect, it } from 'vitest'
import { createAppointment, createAvailability, lagosHourToUtc } from '../fixtures/factories'
import { call } from '../support/http-api'
import { actionId, cachedFunctionIds, callAction } from '../support/server-action'
import { BASE, db, demo, freshPatient, freshTherapist, userRow, type Actor } from './support/target'

const lagosDate = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date(Date.now() + days * 86_400_000))

async function openPage(path: string, actor?: Actor, headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE}${path}`, { headers: { ...(actor ? { cookie: actor.cookie } : {}), ...headers }, redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location') ?? '', text: await response.text() }
}

let patient: Actor
let otherPatient: Actor
let therapist: Actor
let unverified: Actor
let manager: Actor
let admin: Actor

beforeAll(async () => {
  ;[patient, otherPatient, therapist, unverified, manager, admin] = await Promise.all([
    freshPatient(), freshPatient(), freshTherapist(), freshTherapist({ verified: false }), demo('manager'), demo('admin'),
  ])
})

const PATIENT_PAGES = ['/patient-profile', '/edit-patient-profile', '/patient-change-password', '/confirm-appointment?id=1']
const THERAPIST_PAGES = ['/therapist-dashboard', '/therapist-dashboard/availability', '/therapist-dashboard/create-availability', '/therapist-profile']
const ADMIN_PAGES = ['/admin', '/admin/users', '/admin/therapists', '/admin/appointments', '/admin/outbox', '/admin/audit-log', '/admin/refunds', '/admin/disputes', '/admin/contact-messages']

describe('pages', () => {
  it.each([...PATIENT_PAGES, ...THERAPIST_PAGES, ...ADMIN_PAGES])('a visitor opening %s is sent to the login page', async (path) => {
    const page = await openPage(path)
    expect(page.status).toBe(307)
    expect(page.location).toContain('/patient-login?redirect=')
  })

  it.each([...THERAPIST_PAGES, ...ADMIN_PAGES])('a patient opening %s is sent to /unauthorized', async (path) => {
    const page = await openPage(path, patient)
    expect(page.status).toBe(307)
    expect(page.location).toMatch(/\/unauthorized$/)
  })

  it.each([...PATIENT_PAGES.slice(0, 3), ...ADMIN_PAGES])('a therapist opening %s is sent to /unauthorized', async (path) => {
    const page = await openPage(path, therapist)
    expect(page.status).toBe(307)
    expect(page.location).toMatch(/\/unauthorized$/)
  })

  it.each(THERAPIST_PAGES)('an admin opening the therapist page %s is sent to /unauthorized', async (path) => {
    const page = await openPage(path, admin)
    expect(page.status).toBe(307)
    expect(page.location).toMatch(/\/unauthorized$/)
  })

  it.each(['middleware', 'proxy', 'proxy:proxy:proxy:proxy:proxy', 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware', 'pages/_middleware'])(
    'x-middleware-subrequest: %s does not skip the guard of /admin',
    async (value) => {
      const visitor = await openPage('/admin', undefined, { 'x-middleware-subrequest': value })
      expect(visitor.status).toBe(307)
      expect(visitor.location).toContain('/patient-login')
      const asPatient = await openPage('/admin/outbox', patient, { 'x-middleware-subrequest': value })
      expect(asPatient.status).toBe(307)
      expect(asPatient.location).toMatch(/\/unauthorized$/)
      const api = await call(BASE, 'GET', '/api/v1/admin/outbox', { token: patient.token, headers: { 'x-middleware-subrequest': value } })
      expect(api.status).toBe(403)
    },
  )
})

describe('API routes', () => {
  const cases: [string, () => Actor | undefined, string, string, number][] = [
    ['a visitor', () => undefined, 'GET', '/api/v1/patient/view-profile', 401],
    ['a visitor', () => undefined, 'GET', '/api/v1/admin/admin-get-all-users', 401],
    ['a visitor', () => undefined, 'GET', '/api/v1/therapist/appointments', 401],
    ['a patient', () => patient, 'GET', '/api/v1/admin/admin-get-all-users', 403],
    ['a patient', () => patient, 'GET', '/api/v1/admin/outbox', 403],
    ['a patient', () => patient, 'GET', '/api/v1/therapist/appointments', 403],
    ['a patient', () => patient, 'GET', '/api/v1/therapist/view-availability', 403],
    ['a therapist', () => therapist, 'GET', '/api/v1/admin/admin-get-all-therapists', 403],
    ['a therapist', () => therapist, 'GET', '/api/v1/patient/my-appointments', 403],
    ['an unverified therapist', () => unverified, 'GET', '/api/v1/therapist/appointments', 403],
    ['an unverified therapist', () => unverified, 'GET', '/api/v1/therapist/view-availability', 403],
    ['an admin', () => admin, 'GET', '/api/v1/therapist/appointments', 403],
  ]
  it.each(cases)('%s calling %s %s gets %i', async (_who, actor, method, path, status) => {
    const answer = await call(BASE, method, path, { token: actor()?.token })
    expect(answer.status).toBe(status)
    expect(answer.body.data).toBeUndefined()
  })

  it('a manager cannot block, unblock or delete anyone, nor verify a therapist (Admin only), and nothing changes', async () => {
    const before = await userRow(patient.id)
    const therapistBefore = await db.therapistProfile.findUniqueOrThrow({ where: { userId: unverified.id } })
    for (const path of [`/api/v1/admin/admin-block-user/${patient.id}`, `/api/v1/admin/admin-unblock-user/${patient.id}`, `/api/v1/admin/admin-verify-therapist/${unverified.id}`])
      expect((await call(BASE, 'PUT', path, { token: manager.token })).status).toBe(403)
    expect((await call(BASE, 'DELETE', `/api/v1/admin/admin-delete-user/${patient.id}`, { token: manager.token })).status).toBe(403)
    expect(await userRow(patient.id)).toEqual(before)
    expect(await db.therapistProfile.findUniqueOrThrow({ where: { userId: unverified.id } })).toEqual(therapistBefore)
  })
})

describe("other people's records by id", () => {
  it("another patient's appointment is not found, and cannot be rescheduled", async () => {
    const day = lagosDate(4)
    await createAvailability(db, { therapistId: therapist.id, date: day, hours: [10, 11, 12] })
    const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(day, 10) })
    expect((await call(BASE, 'GET', `/api/v1/patient/appointment/${appointment.id}`, { token: patient.token })).status).toBe(200)
    const peek = await call(BASE, 'GET', `/api/v1/patient/appointment/${appointment.id}`, { token: otherPatient.token })
    expect(peek.status).toBe(404)
    expect(peek.text).not.toContain(therapist.id)
    const move = await call(BASE, 'PUT', `/api/v1/patient/reschedule-appointment/${appointment.id}`, {
      token: otherPatient.token,
      body: { newAppointmentDate: day, newSlot_start: '12:00', newSlot_end: '13:00' },
    })
    expect(move.status).toBe(404)
    expect((await db.appointment.findUniqueOrThrow({ where: { id: appointment.id } })).startsAt).toEqual(appointment.startsAt)
  })

  it("another therapist's availability cannot be read, changed or deleted", async () => {
    const day = lagosDate(6)
    const mine = await createAvailability(db, { therapistId: therapist.id, date: day, hours: [9, 10] })
    const rival = await freshTherapist()
    expect((await call(BASE, 'GET', `/api/v1/therapist/view-availability/${mine.id}`, { token: rival.token })).status).toBe(404)
    expect((await call(BASE, 'PUT', `/api/v1/therapist/update-availability/${mine.id}`, { token: rival.token, body: { availableSlots: ['15:00'] } })).status).toBe(404)
    expect((await call(BASE, 'DELETE', `/api/v1/therapist/delete-availability/${mine.id}`, { token: rival.token })).status).toBe(404)
    expect((await db.availability.findUniqueOrThrow({ where: { id: mine.id } })).hours).toEqual([9, 10])
  })

  it("someone else's blog comment cannot be deleted", async () => {
    const post = await db.blogPost.findFirstOrThrow({ select: { id: true } })
    const created = await call(BASE, 'POST', `/api/v1/user/create-comment/${post.id}`, { token: patient.token, body: { comment: 'A kind word for the author.' } })
    expect(created.status).toBe(201)
    const commentId = (created.body.data as { _id: string })._id
    for (const actor of [otherPatient, therapist]) expect((await call(BASE, 'DELETE', `/api/v1/user/delete-comment/${commentId}`, { token: actor.token })).status).toBe(403)
    expect(await db.comment.count({ where: { id: commentId } })).toBe(1)
  })
})

describe('server actions called directly, as an attacker who read their ids', () => {
  const adminUserPage = (id: string) => `/admin/applicationUser/${id}`

  const attackers: [string, () => Actor | undefined][] = [
    ['a visitor', () => undefined],
    ['a patient', () => patient],
    ['a therapist', () => therapist],
    ['a manager', () => manager],
  ]
  it.each(attackers)('%s cannot block or delete a user through the admin actions', async (_who, actor) => {
    const target = await freshPatient()
    const before = await userRow(target.id)
    for (const name of ['blockUserAction', 'deleteUserAction']) {
      const answer = await callAction(BASE, adminUserPage(target.id), actionId('app/admin/applicationUser/[id]/actions.ts', name), [{ userId: target.id }], actor()?.cookie)
      expect(answer.text).not.toMatch(/User blocked|User deleted/)
    }
    expect(await userRow(target.id)).toEqual(before)
  })

  it('a patient cannot verify a therapist through the admin action', async () => {
    const candidate = await freshTherapist({ verified: false })
    const answer = await callAction(BASE, `/admin/therapist/${candidate.id}`, actionId('app/admin/therapist/[id]/actions.ts', 'verifyTherapistAction'), [{ therapistId: candidate.id }], patient.cookie)
    expect(answer.text).not.toContain('Therapist verified')
    expect((await db.therapistProfile.findUniqueOrThrow({ where: { userId: candidate.id } })).isVerified).toBe(false)
  })

  it("a visitor and a patient cannot publish a therapist's hours through the availability action", async () => {
    const day = lagosDate(9)
    const date = new Date(`${day}T00:00:00Z`)
    const before = await db.availability.count({ where: { date } })
    for (const actor of [undefined, patient]) {
      const answer = await callAction(BASE, '/therapist-dashboard/create-availability', actionId('app/therapist-dashboard/create-availability/actions.ts', 'setAvailabilityAction'), [{ availableDate: day, availableSlots: ['09:00'] }], actor?.cookie)
      expect(answer.text).not.toContain('Availability set successfully')
    }
    expect(await db.availability.count({ where: { date } })).toBe(before)
  })
})

describe("the build's cached reads, which Next also exposes as action ids", () => {
  it.each(cachedFunctionIds().map(({ id, file, page }) => [file, page, id]))('%s posted to %s with arguments of the wrong types answers without a server error', async (_file, page, id) => {
    for (const args of [[{ specialty: { $ne: 1 }, q: ['x'] }, 'x'], [-5, 10_000_000], ['<script>', null]]) {
      const answer = await callAction(BASE, page, id, args)
      expect(answer.status).not.toBe(500)
      expect(answer.text).not.toMatch(/\n\s+at |PrismaClient|node_modules/)
    }
  })
})
