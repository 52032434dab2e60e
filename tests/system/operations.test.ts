// Request logs with a request id and nothing secret in them; compression and ETags; graceful shutdown.
import { randomBytes } from 'node:crypto'
import { connect } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAvailability, createPatient, createTherapist, DEMO_PASSWORD } from '../fixtures/factories'
import { createDbClient } from '../fixtures/db-client'
import { monnifySettings, startFakeMonnify, type FakeMonnify } from '../support/fake-monnify'
import { call, hhmm, lagosDate, logIn } from '../support/http-api'
import { rawGet } from '../support/raw-get'
import { startDatabase, startServer, systemPort, waitFor, type Database, type Server } from '../support/app-cluster'

let database: Database
let server: Server
let monnify: FakeMonnify
let db: ReturnType<typeof createDbClient>

beforeAll(async () => {
  monnify = await startFakeMonnify()
  database = await startDatabase('operations', systemPort(54336))
  db = createDbClient(database.url)
  server = await startServer(systemPort(3313), database.url, monnifySettings(monnify))
})

afterAll(async () => {
  monnify?.release()
  await server?.stop('SIGKILL')
  await db?.$disconnect()
  await database?.dispose()
  await monnify?.close()
})

type LogLine = { time: string; level: string; msg: string; requestId?: string; method?: string; path?: string; status?: number; durationMs?: number }
const requestLines = (): LogLine[] =>
  server.output.filter((line) => line.includes('"msg":"request"')).map((line) => JSON.parse(line) as LogLine)

const acceptsConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })

describe('operations', () => {
  it('logs every request as one JSON line with its id, and never a password, token, cookie or query string', async () => {
    const password = 'a-very-secret-password-42'
    const patient = await createPatient(db, { password })
    const session = await logIn(server.base, patient.email, password)
    const resetToken = 'reset-token-that-must-not-be-logged-0123456789'
    await fetch(`${server.base}/reset-Password?token=${resetToken}`)
    await call(server.base, 'GET', '/api/v1/patient/view-profile', { token: session.token })
    await call(server.base, 'GET', '/api/v1/patient/view-profile', { cookie: session.cookie })
    await call(server.base, 'POST', '/api/v1/patient/login', { body: { email: patient.email, thePassword: 'wrong-password-also-secret' } })
    // The reset API carries its token in the path, and the new password in the body.
    const pathToken = randomBytes(32).toString('base64url')
    const reset = await call(server.base, 'PUT', `/api/v1/patient/resetpassword/${pathToken}`, { body: { password: 'new-password-in-a-body-77' } })
    expect(reset.status).toBe(400)
    // A whole booking: hold, the provider says paid, confirm.
    const therapist = await createTherapist(db)
    const date = lagosDate(2)
    await createAvailability(db, { therapistId: therapist.id, date, hours: [15] })
    const held = await call(server.base, 'POST', '/api/v1/patient/hold-appointment', {
      cookie: session.cookie,
      body: { therapistId: therapist.id, appointmentDate: date, slot_start: hhmm(15), slot_end: hhmm(16) },
    })
    expect(held.status).toBe(201)
    const { paymentReference, amount } = held.body.data as { paymentReference: string; amount: number }
    monnify.setTransaction(paymentReference, { paymentStatus: 'PAID', amountPaid: amount })
    expect((await call(server.base, 'POST', '/api/v1/patient/confirm-payment', { token: session.token, body: { paymentReference } })).status).toBe(200)

    // A well-formed incoming id is kept (to follow a request across a proxy); anything else is replaced.
    const traced = await fetch(`${server.base}/about-page`, { headers: { 'x-request-id': 'trace-abc12345' } })
    expect(traced.headers.get('x-request-id')).toBe('trace-abc12345')
    const hostile = await fetch(`${server.base}/about-page`, { headers: { 'x-request-id': '<script>alert(1)</script>' } })
    const replaced = hostile.headers.get('x-request-id') ?? ''
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/)

    await waitFor(() => requestLines().some((line) => line.requestId === replaced), 'the last request to be logged')
    const lines = requestLines()
    expect(lines.find((line) => line.requestId === 'trace-abc12345')).toMatchObject({ method: 'GET', path: '/about-page', status: 200 })
    expect(lines.find((line) => line.path === '/reset-Password')).toMatchObject({ method: 'GET', status: 200 })
    expect(lines.filter((line) => line.path === '/api/v1/patient/login').map((line) => line.status).sort()).toEqual([200, 401])
    expect(lines.find((line) => line.path === '/api/v1/patient/resetpassword/[redacted]')).toMatchObject({ method: 'PUT', status: 400 })
    expect(lines.find((line) => line.path === '/api/v1/patient/confirm-payment')).toMatchObject({ method: 'POST', status: 200 })
    // Everything the server wrote is JSON (Next's own messages included), each request line with its id.
    for (const line of server.output.filter((text) => text.trim() !== '')) expect(() => JSON.parse(line), line).not.toThrow()
    for (const line of lines) {
      expect(line.requestId).toMatch(/^[A-Za-z0-9._-]{8,64}$/)
      expect(typeof line.durationMs).toBe('number')
      expect(line.path).not.toContain('?')
    }

    const everything = server.output.join('\n')
    const sessionCookieValue = session.cookie.split('=').slice(1).join('=')
    for (const secret of [password, 'wrong-password-also-secret', resetToken, pathToken, 'new-password-in-a-body-77', session.token, sessionCookieValue, '<script>'])
      expect(everything).not.toContain(secret)
  })

  it('sends a cached page gzip-compressed with an ETag, answers 304 to it, and still compresses the API', async () => {
    const plain = await rawGet(`${server.base}/about-page`)
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const etag = plain.headers.etag
    expect(etag).toMatch(/^"[0-9a-z]+"$/)

    const gzipped = await rawGet(`${server.base}/about-page`, { 'accept-encoding': 'gzip, deflate, br' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.headers.etag).toBe(etag)
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length)
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true)

    const unchanged = await rawGet(`${server.base}/about-page`, { 'accept-encoding': 'gzip', 'if-none-match': String(etag) })
    expect(unchanged.status).toBe(304)
    expect(unchanged.body.length).toBe(0)

    // A route handler's answer is bytes, not a page's string: compressed by the same middleware, as Next did.
    const api = await rawGet(`${server.base}/api/v1/openapi.json`, { 'accept-encoding': 'gzip' })
    expect(api.status).toBe(200)
    expect(api.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(api.body).toString('utf8'))).toHaveProperty('openapi')
  })

  it('on SIGTERM finishes the requests in flight, refuses new connections, and exits 0', async () => {
    const therapist = await createTherapist(db)
    const date = lagosDate(2)
    await createAvailability(db, { therapistId: therapist.id, date, hours: [10] })
    const patient = await createPatient(db)
    const { token } = await logIn(server.base, patient.email, DEMO_PASSWORD)
    const hold = await call(server.base, 'POST', '/api/v1/patient/hold-appointment', {
      token,
      body: { therapistId: therapist.id, appointmentDate: date, slot_start: hhmm(10), slot_end: hhmm(11) },
    })
    expect(hold.status).toBe(201)
    const { paymentReference, amount } = hold.body.data as { paymentReference: string; amount: number }
    monnify.setTransaction(paymentReference, { paymentStatus: 'PAID', amountPaid: amount })

    // A confirmation is waiting on the payment provider when the host asks the server to stop.
    monnify.hold()
    const confirming = call(server.base, 'POST', '/api/v1/patient/confirm-payment', { token, body: { paymentReference } })
    await waitFor(() => monnify.waiting > 0, 'the confirmation to reach the provider')
    const exited = server.stop('SIGTERM')
    await waitFor(() => server.output.some((line) => line.includes('"msg":"shutting down"')), 'the server to start shutting down')
    await waitFor(async () => !(await acceptsConnections(Number(new URL(server.base).port))), 'the server to stop accepting connections', 10_000)

    monnify.release()
    const confirmed = await confirming
    expect(confirmed.status).toBe(200)
    expect(await exited).toBe(0)
    expect(server.output.some((line) => line.includes('"msg":"stopped"') && line.includes('"unfinished":0'))).toBe(true)
    const appointment = await db.appointment.findUniqueOrThrow({ where: { paymentReference }, include: { payments: true } })
    expect(appointment.status).toBe('Paid')
    expect(appointment.payments).toHaveLength(1)
  })
})
