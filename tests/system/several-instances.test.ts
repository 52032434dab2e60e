// Two production servers of one build on one PostgreSQL behave as one site.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDbClient } from '../fixtures/db-client'
import { createAvailability, createPatient, createTherapist, DEMO_PASSWORD } from '../fixtures/factories'
import { bookWithSandbox, call, hhmm, lagosDate, logIn } from '../support/http-api'
import { startDatabase, startServer, systemPort, type Database, type Server } from '../support/app-cluster'
import { actionId, callAction } from '../support/server-action'

let database: Database
let a: Server
let b: Server
let db: ReturnType<typeof createDbClient>

beforeAll(async () => {
  database = await startDatabase('instances', systemPort(54334))
  db = createDbClient(database.url)
  ;[a, b] = await Promise.all([startServer(systemPort(3310), database.url), startServer(systemPort(3311), database.url)])
})

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await db?.$disconnect()
  await database?.dispose()
})

const newPatient = () => createPatient(db)

describe('several instances on one database', () => {
  it('a session made on one instance works on the other, and ends on both when it is revoked', async () => {
    const patient = await newPatient()
    const session = await logIn(a.base, patient.email, DEMO_PASSWORD)
    for (const auth of [{ token: session.token }, { cookie: session.cookie }]) {
      const profile = await call(b.base, 'GET', '/api/v1/patient/view-profile', auth)
      expect(profile.status).toBe(200)
      expect((profile.body.safeUser as { email: string }).email).toBe(patient.email)
    }

    // A password changed through instance B ends the session everywhere, A included.
    const changed = await call(b.base, 'PUT', '/api/v1/patient/change-password', { token: session.token, body: { oldPassword: DEMO_PASSWORD, newPassword: 'a-brand-new-password' } })
    expect(changed.status).toBe(200)
    expect((await call(a.base, 'GET', '/api/v1/patient/view-profile', { token: session.token })).status).toBe(401)
    expect((await call(a.base, 'GET', '/api/v1/patient/view-profile', { token: changed.body.token as string })).status).toBe(200)
  })

  it('login throttling counts the failures made on both instances together', async () => {
    const patient = await newPatient()
    // Five wrong passwords, alternating instances: the account's limit (5 per 15 minutes) is reached.
    for (let attempt = 0; attempt < 5; attempt++) {
      const server = attempt % 2 === 0 ? a : b
      const answer = await call(server.base, 'POST', '/api/v1/patient/login', { body: { email: patient.email, thePassword: `wrong-${attempt}` } })
      expect(answer.status).toBe(401)
    }
    for (const server of [a, b]) {
      const answer = await call(server.base, 'POST', '/api/v1/patient/login', { body: { email: patient.email, thePassword: DEMO_PASSWORD } })
      expect(answer.status).toBe(429)
    }
    const attempts = await db.loginAttempt.count({ where: { email: patient.email } })
    expect(attempts).toBeGreaterThanOrEqual(5)
  })

  it('concurrent bookings spread over both instances never overlap, and each paid one has one payment', async () => {
    const therapist = await createTherapist(db)
    const date = lagosDate(2)
    await createAvailability(db, { therapistId: therapist.id, date, hours: [9, 10, 11, 12, 13, 14] })
    const patients = await Promise.all(Array.from({ length: 12 }, () => newPatient()))
    const sessions = await Promise.all(patients.map((patient, i) => logIn(i % 2 ? b.base : a.base, patient.email, DEMO_PASSWORD)))

    // Twelve patients want two-hour sessions in a six-hour day: at most three can win.
    const starts = [9, 10, 11, 12, 13, 9, 10, 11, 12, 13, 11, 12]
    const results = await Promise.all(
      sessions.map((session, i) =>
        bookWithSandbox(i % 2 ? a.base : b.base, session.token, { therapistId: therapist.id, appointmentDate: date, slot_start: hhmm(starts[i]!), slot_end: hhmm(starts[i]! + 2) }),
      ),
    )
    const won = results.filter((result) => result.ok)
    expect(won.length).toBeGreaterThanOrEqual(1)
    expect(won.length).toBeLessThanOrEqual(3)
    for (const result of results.filter((r) => !r.ok)) expect(result.status).toBe(409)

    const overlaps = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "Appointment" x JOIN "Appointment" y
        ON x."therapistId" = y."therapistId" AND x.id < y.id
       AND x."startsAt" < y."endsAt" AND y."startsAt" < x."endsAt"
      WHERE x."therapistId" = ${therapist.id}::uuid AND x.status IN ('Pending', 'Paid') AND y.status IN ('Pending', 'Paid')`
    expect(overlaps[0]!.n).toBe(0)
    const paid = await db.appointment.findMany({ where: { therapistId: therapist.id, status: 'Paid' }, select: { paymentReference: true, payments: { select: { status: true } } } })
    expect(paid.map((p) => p.paymentReference).sort()).toEqual(won.map((w) => w.paymentReference).sort())
    for (const appointment of paid) expect(appointment.payments.map((p) => p.status)).toEqual(['Paid'])
  })

  it('a server action rendered by one instance runs when posted to the other', async () => {
    const page = await fetch(`${a.base}/contact`)
    expect(page.status).toBe(200)
    const id = actionId('app/(site)/contact/actions.ts', 'sendContactMessageAction')
    const marker = `instances-${randomUUID()}`
    const answer = await callAction(b.base, '/contact', id, [{ fullName: 'Ngozi Eze', email: 'ngozi@example.test', message: `Hello from another instance ${marker}` }])
    expect(answer.status).toBe(200)
    expect(answer.text).toContain('Thank you! Your message has been sent.')
    expect(await db.contactMessage.count({ where: { message: { contains: marker } } })).toBe(1)
  })

  it('a server action handed out by a page of one instance runs on the other, with the session made on the first', async () => {
    const patient = await newPatient()
    const session = await logIn(a.base, patient.email, DEMO_PASSWORD)
    const id = actionId('app/(site)/(personal)/patient-change-password/actions.ts', 'changePasswordAction')
    // Instance A renders the page, which hands the browser a reference to its action.
    const page = await fetch(`${a.base}/patient-change-password`, { headers: { cookie: session.cookie } })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(id)

    const newPassword = `across-instances-${randomUUID()}`
    const answer = await callAction(b.base, '/patient-change-password', id, [{ oldPassword: DEMO_PASSWORD, newPassword, confirmPassword: newPassword }], session.cookie)
    expect(answer.status).toBe(200)
    expect(answer.text).toContain('Password updated successfully')
    // Done on B, seen on A: the new password signs in there, the old one no longer does.
    await logIn(a.base, patient.email, newPassword)
    expect((await call(a.base, 'POST', '/api/v1/patient/login', { body: { email: patient.email, thePassword: DEMO_PASSWORD } })).status).toBe(401)
  })
})
