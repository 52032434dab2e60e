// PostgreSQL goes away under a running server and comes back.
import { randomUUID } from 'node:crypto'
import { chromium } from '@playwright/test'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createDbClient } from '../fixtures/db-client'
import { createAppointment, createAvailability, createPatient, createTherapist, DEMO_PASSWORD, lagosHourToUtc } from '../fixtures/factories'
import { monnifySettings, startFakeMonnify, type FakeMonnify } from '../support/fake-monnify'
import { call, hhmm, lagosDate, logIn, type Answer } from '../support/http-api'
import { startDatabase, startServer, systemPort, waitFor, type Database, type Server } from '../support/app-cluster'

let database: Database
let server: Server
let monnify: FakeMonnify
let db: ReturnType<typeof createDbClient>
let databaseDown = false

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.'
/** What a leaked stack trace or internal error would look like in an answer. */
const LEAKS = /\n\s+at |node_modules|PrismaClient|DriverAdapterError|ECONNREFUSED|\.ts:\d+/

beforeAll(async () => {
  monnify = await startFakeMonnify()
  database = await startDatabase('faults', systemPort(54335))
  db = createDbClient(database.url)
  server = await startServer(systemPort(3312), database.url, monnifySettings(monnify))
})

// A failed case must not leave the next one without its database.
afterEach(async () => {
  monnify.release()
  if (databaseDown) await restartDatabase()
})

afterAll(async () => {
  await server?.stop()
  await db?.$disconnect()
  await database?.dispose()
  await monnify?.close()
})

async function bookableDay() {
  const therapist = await createTherapist(db)
  const date = lagosDate(3)
  await createAvailability(db, { therapistId: therapist.id, date, hours: [9, 10, 11, 12, 13, 14, 15, 16] })
  return { therapistId: therapist.id, date }
}

async function hold(token: string, slot: { therapistId: string; date: string; start: number }) {
  const answer = await call(server.base, 'POST', '/api/v1/patient/hold-appointment', {
    token,
    body: { therapistId: slot.therapistId, appointmentDate: slot.date, slot_start: hhmm(slot.start), slot_end: hhmm(slot.start + 1) },
  })
  expect(answer.status).toBe(201)
  return answer.body.data as { paymentReference: string; amount: number }
}

const expectUnavailable = (answer: Answer) => {
  expect(answer.status).toBe(503)
  expect(answer.body.message).toBe(UNAVAILABLE)
  expect(answer.text).not.toMatch(LEAKS)
}

async function stopDatabase() {
  databaseDown = true
  await database.stop()
}

async function restartDatabase() {
  await database.start()
  databaseDown = false
  await waitFor(healthy, 'the same server to reach the database again')
}

const healthy = async () => (await fetch(`${server.base}/api/v1/health`).catch(() => null))?.status === 200

describe('database outages', () => {
  it('answers 503 while the database is down, writes nothing half-way, fails closed, and serves again once it is back', async () => {
    const slot = await bookableDay()
    const patient = await createPatient(db)
    const session = await logIn(server.base, patient.email, DEMO_PASSWORD)
    const pid = server.child.pid

    // A burst of requests is in flight when PostgreSQL stops.
    const inFlight = Array.from({ length: 12 }, (_, i) =>
      i % 2
        ? call(server.base, 'GET', '/api/v1/patient/view-profile', { token: session.token })
        : call(server.base, 'GET', `/api/v1/user/all-app-therapist?offset=${i}&limit=6`),
    )
    await stopDatabase()
    for (const answer of await Promise.all(inFlight)) {
      expect([200, 503]).toContain(answer.status)
      expect(answer.text).not.toMatch(LEAKS)
    }

    // While it is down: the API says so in JSON, a booking is refused whole, the health check fails.
    expectUnavailable(await call(server.base, 'GET', '/api/v1/patient/view-profile', { token: session.token }))
    expectUnavailable(await call(server.base, 'POST', '/api/v1/patient/hold-appointment', {
      token: session.token,
      body: { therapistId: slot.therapistId, appointmentDate: slot.date, slot_start: hhmm(9), slot_end: hhmm(10) },
    }))
    expectUnavailable(await call(server.base, 'POST', '/api/v1/patient/login', { body: { email: patient.email, thePassword: DEMO_PASSWORD } }))
    const health = await call(server.base, 'GET', '/api/v1/health')
    expect(health.status).toBe(503)
    expect(health.text).not.toMatch(LEAKS)

    // A page while it is down: the server's plain "temporarily unavailable" page with a 503, whose
    // session cannot be checked, so none of the patient's data; a browser shows the same.
    for (const pagePath of ['/patient-profile', '/']) {
      const page = await fetch(`${server.base}${pagePath}`, { headers: { cookie: session.cookie } })
      expect(page.status).toBe(503)
      expect(page.headers.get('retry-after')).toBe('10')
      const html = await page.text()
      expect(html).toContain('Alafia is temporarily unavailable')
      expect(html).not.toContain(patient.email)
      expect(html).not.toMatch(LEAKS)
    }
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
    try {
      const context = await browser.newContext()
      await context.addCookies(session.cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: server.base })))
      const tab = await context.newPage()
      await tab.goto(`${server.base}/patient-profile`)
      await tab.getByRole('heading', { name: 'Alafia is temporarily unavailable' }).waitFor({ timeout: 15_000 })
      const shown = await tab.content()
      expect(shown).not.toContain(patient.email)
      expect(shown).not.toMatch(LEAKS)
    } finally {
      await browser.close()
    }

    await restartDatabase()
    expect(server.child.pid).toBe(pid)
    expect(server.child.exitCode).toBeNull()

    // Nothing from the outage was half-written: the refused hold left no appointment.
    expect(await db.appointment.count({ where: { patientId: patient.id } })).toBe(0)

    // And everything works again without a restart: sign-in, the profile, a whole paid booking.
    const again = await logIn(server.base, patient.email, DEMO_PASSWORD)
    expect((await call(server.base, 'GET', '/api/v1/patient/view-profile', { token: again.token })).status).toBe(200)
    const held = await hold(again.token, { ...slot, start: 9 })
    monnify.setTransaction(held.paymentReference, { paymentStatus: 'PAID', amountPaid: held.amount })
    const confirmed = await call(server.base, 'POST', '/api/v1/patient/confirm-payment', { token: again.token, body: { paymentReference: held.paymentReference } })
    expect(confirmed.status).toBe(200)
    expect((await fetch(`${server.base}/patient-profile`, { headers: { cookie: again.cookie } }).then((r) => r.text()))).toContain(patient.email)
  })

  it('a confirmation cut off while it asks the provider can be retried, and ends with exactly one paid appointment', async () => {
    const slot = await bookableDay()
    const patient = await createPatient(db)
    const { token } = await logIn(server.base, patient.email, DEMO_PASSWORD)
    const held = await hold(token, { ...slot, start: 14 })
    monnify.setTransaction(held.paymentReference, { paymentStatus: 'PAID', amountPaid: held.amount })

    // The server has read the hold and is asking Monnify when the database goes away.
    monnify.hold()
    const confirming = call(server.base, 'POST', '/api/v1/patient/confirm-payment', { token, body: { paymentReference: held.paymentReference } })
    await waitFor(() => monnify.waiting > 0, 'the confirmation to reach the provider')
    await stopDatabase()
    monnify.release()
    expectUnavailable(await confirming)

    await restartDatabase()
    const appointment = () => db.appointment.findUniqueOrThrow({ where: { paymentReference: held.paymentReference }, include: { payments: true } })
    expect((await appointment()).status).toBe('Pending')
    expect((await appointment()).payments).toHaveLength(0)

    // The patient (or the webhook) tries again, twice: one paid appointment, one payment.
    for (let attempt = 0; attempt < 2; attempt++) {
      const retry = await call(server.base, 'POST', '/api/v1/patient/confirm-payment', { token, body: { paymentReference: held.paymentReference } })
      expect(retry.status).toBe(200)
    }
    const paid = await appointment()
    expect(paid.status).toBe('Paid')
    expect(paid.payments.map((payment) => payment.status)).toEqual(['Paid'])
  })

  it('a confirmation cut off inside its transaction is rolled back whole, and a retry ends with exactly one paid appointment', async () => {
    const slot = await bookableDay()
    const patient = await createPatient(db)
    const { token } = await logIn(server.base, patient.email, DEMO_PASSWORD)
    const held = await hold(token, { ...slot, start: 16 })
    const transactionReference = `MNFY|SYSTEM|${randomUUID()}`
    monnify.setTransaction(held.paymentReference, { paymentStatus: 'PAID', amountPaid: held.amount, transactionReference })

    // Another transaction holds an uncommitted Payment with the provider's transaction reference
    // (unique), so the confirmation stops inside its own transaction: the appointment row locked and
    // already set to Paid, its Payment insert waiting on that key. Then the database goes away.
    const other = await createAppointment(db, {
      patientId: (await createPatient(db)).id,
      therapistId: slot.therapistId,
      startsAt: lagosHourToUtc(slot.date, 9),
      status: 'Cancelled',
      holdExpiresAt: null,
    })
    const blocker = new pg.Client({ connectionString: database.url })
    blocker.on('error', () => {}) // the shutdown ends this connection too
    await blocker.connect()
    await blocker.query('BEGIN')
    await blocker.query(
      `INSERT INTO "Payment" (id, "appointmentId", provider, "paymentReference", "transactionReference", "amountKobo", currency, status, "paidAt", "updatedAt")
       VALUES (gen_random_uuid(), $1, 'Monnify', $2, $3, 100, 'NGN', 'RefundRequired', now(), now())`,
      [other.id, `BLOCKER-${randomUUID()}`, transactionReference],
    )
    const confirming = call(server.base, 'POST', '/api/v1/patient/confirm-payment', { token, body: { paymentReference: held.paymentReference } })
    let backend: number | undefined
    await waitFor(async () => {
      const [row] = await db.$queryRaw<{ pid: number }[]>`
        SELECT pid FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%INSERT INTO%"Payment"%'`
      backend = row?.pid
      return backend !== undefined
    }, 'the confirmation to wait inside its transaction')
    // A stop ends every connection at once, and the blocker's end could free the key and let the
    // insert commit first. So the confirmation's own connection is ended first, exactly as a stop
    // ends it (57P01, administrator command), and the database stops once it is gone.
    await db.$queryRaw`SELECT pg_terminate_backend(${backend}::int)`
    await waitFor(async () => (await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ${backend}::int`)[0]!.n === 0, 'the connection to end')
    await stopDatabase()
    expectUnavailable(await confirming)
    await blocker.end().catch(() => {})

    await restartDatabase()
    const appointment = () => db.appointment.findUniqueOrThrow({ where: { paymentReference: held.paymentReference }, include: { payments: true, slots: true } })
    // Nothing of the cut-off transaction remains: still a hold with its hour, no payment anywhere.
    const after = await appointment()
    expect(after.status).toBe('Pending')
    expect(after.transactionReference).toBeNull()
    expect(after.payments).toHaveLength(0)
    expect(after.slots).toHaveLength(1)
    expect(await db.payment.count({ where: { transactionReference } })).toBe(0)

    for (let attempt = 0; attempt < 2; attempt++) {
      const retry = await call(server.base, 'POST', '/api/v1/patient/confirm-payment', { token, body: { paymentReference: held.paymentReference } })
      expect(retry.status).toBe(200)
    }
    const paid = await appointment()
    expect(paid.status).toBe('Paid')
    expect(paid.payments.map((payment) => [payment.status, payment.transactionReference])).toEqual([['Paid', transactionReference]])
  })

  it('a page that meets the outage first never shows personal data, and later ones get the unavailable page', async () => {
    const patient = await createPatient(db)
    const session = await logIn(server.base, patient.email, DEMO_PASSWORD)
    const profilePage = () => fetch(`${server.base}/patient-profile`, { headers: { cookie: session.cookie } })
    expect(await (await profilePage()).text()).toContain(patient.email)

    await stopDatabase()
    // Nothing has told the server yet: the page starts streaming (200) and its session check fails.
    const first = await profilePage()
    const html = await first.text()
    expect([200, 503]).toContain(first.status)
    expect(html).not.toContain(patient.email)
    expect(html).not.toMatch(LEAKS)
    // That failure marks the database unavailable: the next page requests get the 503 page.
    await waitFor(async () => (await profilePage()).status === 503, 'page requests to get the unavailable page')

    await restartDatabase()
    expect(await (await profilePage()).text()).toContain(patient.email)
  })
})
