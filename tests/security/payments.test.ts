// Payments an attacker would like to see confirmed: forged, replayed, someone else's, underpaid, in
// another currency, or announced by a webhook without Monnify's signature. Never a Paid appointment
// that was not paid, and one Payment per reference at most.
import { createHash, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAvailability, createPatient, DEMO_PASSWORD } from '../fixtures/factories'
import { startServer, type Server } from '../support/app-cluster'
import { monnifySettings, signMonnifyWebhook, startFakeMonnify, successfulTransactionEvent, type FakeMonnify } from '../support/fake-monnify'
import { call, logIn } from '../support/http-api'
import { BASE, db, freshPatient, freshTherapist } from './support/target'

const lagosDate = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date(Date.now() + days * 86_400_000))
let dayOffset = 10

/** A therapist with one open hour and a patient's hold on it, through `base`. */
async function heldBooking(base: string, token: string) {
  const therapist = await freshTherapist()
  const day = lagosDate(dayOffset++)
  await createAvailability(db, { therapistId: therapist.id, date: day, hours: [11] })
  const hold = await call(base, 'POST', '/api/v1/patient/hold-appointment', { token, body: { therapistId: therapist.id, appointmentDate: day, slot_start: '11:00', slot_end: '12:00' } })
  expect(hold.status).toBe(201)
  return hold.body.data as { _id: string; paymentReference: string; amount: number }
}

const state = async (paymentReference: string) => {
  const appointment = await db.appointment.findUnique({ where: { paymentReference }, include: { payments: true } })
  return { status: appointment?.status, payments: appointment?.payments.length ?? 0 }
}

describe('payments with the sandbox provider', () => {
  it('a made-up reference confirms nothing', async () => {
    const patient = await freshPatient()
    const reference = `ALF-${randomUUID()}`
    expect((await call(BASE, 'POST', '/api/v1/patient/confirm-payment', { token: patient.token, body: { paymentReference: reference } })).status).toBe(404)
    expect(await db.payment.count({ where: { paymentReference: reference } })).toBe(0)
  })

  it("someone else's reference can be neither paid nor confirmed by another patient", async () => {
    const [owner, thief] = await Promise.all([freshPatient(), freshPatient()])
    const held = await heldBooking(BASE, owner.token)
    const pay = await call(BASE, 'POST', '/api/v1/payments/sandbox/complete', { token: thief.token, body: { paymentReference: held.paymentReference, outcome: 'PAID' } })
    expect([403, 404]).toContain(pay.status)
    expect((await call(BASE, 'POST', '/api/v1/patient/confirm-payment', { token: thief.token, body: { paymentReference: held.paymentReference } })).status).toBe(404)
    expect(await state(held.paymentReference)).toEqual({ status: 'Pending', payments: 0 })
    expect(await db.sandboxPayment.count({ where: { paymentReference: held.paymentReference } })).toBe(0)
  })

  it('confirming before paying is refused with 402, and nothing is paid', async () => {
    const patient = await freshPatient()
    const held = await heldBooking(BASE, patient.token)
    expect((await call(BASE, 'POST', '/api/v1/patient/confirm-payment', { token: patient.token, body: { paymentReference: held.paymentReference } })).status).toBe(402)
    expect(await state(held.paymentReference)).toEqual({ status: 'Pending', payments: 0 })
  })

  it('a failed payment cannot be turned into a paid one afterwards', async () => {
    const patient = await freshPatient()
    const held = await heldBooking(BASE, patient.token)
    expect((await call(BASE, 'POST', '/api/v1/payments/sandbox/complete', { token: patient.token, body: { paymentReference: held.paymentReference, outcome: 'FAILED' } })).status).toBe(200)
    expect((await call(BASE, 'POST', '/api/v1/payments/sandbox/complete', { token: patient.token, body: { paymentReference: held.paymentReference, outcome: 'PAID' } })).status).not.toBe(500)
    expect((await call(BASE, 'POST', '/api/v1/patient/confirm-payment', { token: patient.token, body: { paymentReference: held.paymentReference } })).status).toBe(402)
    expect((await state(held.paymentReference)).payments).toBe(0)
    expect((await state(held.paymentReference)).status).not.toBe('Paid')
  })

  it('a confirmation replayed ten times at once gives one paid appointment and one payment', async () => {
    const patient = await freshPatient()
    const held = await heldBooking(BASE, patient.token)
    await call(BASE, 'POST', '/api/v1/payments/sandbox/complete', { token: patient.token, body: { paymentReference: held.paymentReference, outcome: 'PAID' } })
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(BASE, 'POST', '/api/v1/patient/confirm-payment', { token: patient.token, body: { paymentReference: held.paymentReference } })))
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
    expect(await state(held.paymentReference)).toEqual({ status: 'Paid', payments: 1 })
  })

  it('book-appointment with details that do not match the held reference confirms nothing', async () => {
    const patient = await freshPatient()
    const held = await heldBooking(BASE, patient.token)
    await call(BASE, 'POST', '/api/v1/payments/sandbox/complete', { token: patient.token, body: { paymentReference: held.paymentReference, outcome: 'PAID' } })
    const other = await freshTherapist()
    const answer = await call(BASE, 'POST', '/api/v1/patient/book-appointment', {
      token: patient.token,
      body: { therapistId: other.id, appointmentDate: lagosDate(20), duration: 1, slot_start: '09:00', slot_end: '10:00', paymentReference: held.paymentReference, transactionReference: 'forged' },
    })
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(await db.appointment.count({ where: { therapistId: other.id } })).toBe(0)
  })
})

describe('payments with Monnify (a local fake speaking its API)', () => {
  let monnify: FakeMonnify
  let server: Server

  beforeAll(async () => {
    monnify = await startFakeMonnify()
    server = await startServer(Number(new URL(BASE).port) + 1, process.env.DATABASE_URL!, { ...monnifySettings(monnify), UPLOAD_DIR: '.data/uploads-security' })
  })

  afterAll(async () => {
    await server?.stop()
    await monnify?.close()
  })

  async function monnifyPatient() {
    const user = await createPatient(db)
    return logIn(server.base, user.email, DEMO_PASSWORD)
  }

  it.each([
    ['underpaid', (amount: number) => ({ paymentStatus: 'PAID', amountPaid: amount - 1 })],
    ['paid in another currency', (amount: number) => ({ paymentStatus: 'PAID', amountPaid: amount, currency: 'USD' })],
    ['reported under another reference', (amount: number) => ({ paymentStatus: 'PAID', amountPaid: amount, paymentReference: `ALF-${randomUUID()}` })],
    ['only partly paid', (amount: number) => ({ paymentStatus: 'PARTIALLY_PAID', amountPaid: amount / 2 })],
  ])('a payment %s is not confirmed', async (_what, transaction) => {
    const { token } = await monnifyPatient()
    const held = await heldBooking(server.base, token)
    monnify.setTransaction(held.paymentReference, transaction(held.amount))
    expect((await call(server.base, 'POST', '/api/v1/patient/confirm-payment', { token, body: { paymentReference: held.paymentReference } })).status).toBe(402)
    expect(await state(held.paymentReference)).toEqual({ status: 'Pending', payments: 0 })
  })

  it('a webhook without a signature, or with a wrong one, is refused and confirms nothing', async () => {
    const { token } = await monnifyPatient()
    const held = await heldBooking(server.base, token)
    monnify.setTransaction(held.paymentReference, { paymentStatus: 'PAID', amountPaid: held.amount })
    const body = successfulTransactionEvent({ paymentReference: held.paymentReference, amountPaid: held.amount })
    const post = (headers: Record<string, string>) => fetch(`${server.base}/api/webhooks/monnify`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })
    expect((await post({})).status).toBe(401)
    expect((await post({ 'monnify-signature': signMonnifyWebhook(body, 'not-the-secret') })).status).toBe(401)
    expect((await post({ 'monnify-signature': 'a'.repeat(128) })).status).toBe(401)
    expect(await state(held.paymentReference)).toEqual({ status: 'Pending', payments: 0 })
  })

  it('an oversized webhook is refused before its signature is even computed', async () => {
    const body = JSON.stringify({ eventType: 'SUCCESSFUL_TRANSACTION', padding: 'x'.repeat(100_000) })
    const response = await fetch(`${server.base}/api/webhooks/monnify`, { method: 'POST', headers: { 'content-type': 'application/json', 'monnify-signature': signMonnifyWebhook(body, monnify.secretKey) }, body })
    expect(response.status).toBe(413)
  })

  it("a correctly signed webhook whose amount lies is checked against Monnify's own record", async () => {
    const { token } = await monnifyPatient()
    const held = await heldBooking(server.base, token)
    // Monnify's query says 1 naira was paid; the notification claims the full amount.
    monnify.setTransaction(held.paymentReference, { paymentStatus: 'PAID', amountPaid: 1 })
    const body = successfulTransactionEvent({ paymentReference: held.paymentReference, amountPaid: held.amount })
    const response = await fetch(`${server.base}/api/webhooks/monnify`, { method: 'POST', headers: { 'content-type': 'application/json', 'monnify-signature': signMonnifyWebhook(body, monnify.secretKey) }, body })
    // Recorded and answered at once; handled after the answer, where Monnify's query is what counts.
    expect(response.status).toBe(200)
    const bodyHash = createHash('sha256').update(body, 'utf8').digest('hex')
    await vi.waitFor(
      async () => expect(await db.providerEvent.findUnique({ where: { bodyHash } })).toMatchObject({ attempts: 1, claimedUntil: null, lastError: expect.stringMatching(/not report it paid in full/) }),
      { timeout: 15_000, interval: 200 },
    )
    expect(await state(held.paymentReference)).toEqual({ status: 'Pending', payments: 0 })
  })

  it('a genuine webhook replayed with the patient confirming at the same time gives one payment', async () => {
    const { token } = await monnifyPatient()
    const held = await heldBooking(server.base, token)
    monnify.setTransaction(held.paymentReference, { paymentStatus: 'PAID', amountPaid: held.amount })
    const body = successfulTransactionEvent({ paymentReference: held.paymentReference, amountPaid: held.amount })
    const headers = { 'content-type': 'application/json', 'monnify-signature': signMonnifyWebhook(body, monnify.secretKey) }
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => fetch(`${server.base}/api/webhooks/monnify`, { method: 'POST', headers, body }).then((r) => r.status)),
      call(server.base, 'POST', '/api/v1/patient/confirm-payment', { token, body: { paymentReference: held.paymentReference } }).then((a) => a.status),
    ])
    expect(answers).toEqual([200, 200, 200, 200, 200])
    expect(await state(held.paymentReference)).toEqual({ status: 'Paid', payments: 1 })
  })
})
