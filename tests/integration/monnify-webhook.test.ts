import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { POST } from '@/app/api/webhooks/monnify/route'
import { confirmPayment } from '@/lib/server/booking/confirm-payment'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { LATE_PAYMENT, PAYMENT_CONFIRMED, PAYMENT_FAILED } from '@/lib/validation/booking'
import { createAppointment, createPatient, createTherapist, lagosHourToUtc } from '../fixtures/factories'
import { signMonnifyWebhook, startFakeMonnify, successfulTransactionEvent, type FakeMonnify, type FakeTransaction } from '../support/fake-monnify'

// The Monnify webhook end to end inside the server: the route handler with a real request, real
// Postgres, and Monnify's API played by a local fake (tests/support/fake-monnify.ts). Outside Next,
// connection() has nothing to wait for and revalidateTag (Next's cache) is recorded instead.
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag }))

const SETTINGS = ['MONNIFY_API_KEY', 'MONNIFY_SECRET_KEY', 'MONNIFY_CONTRACT_CODE', 'MONNIFY_BASE_URL', 'RESEND_API_KEY'] as const
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]))
const DAY = '2031-05-06'
/** Two hours at ₦20,000 an hour (the factory's default fee). */
const DUE_NAIRA = 40_000

let fake: FakeMonnify

beforeAll(async () => {
  fake = await startFakeMonnify()
})
afterAll(() => fake.close())

beforeEach(() => {
  fake.reset()
  revalidateTag.mockClear()
  Object.assign(process.env, { MONNIFY_API_KEY: fake.apiKey, MONNIFY_SECRET_KEY: fake.secretKey, MONNIFY_CONTRACT_CODE: '1234567890', MONNIFY_BASE_URL: fake.baseUrl })
  delete process.env.RESEND_API_KEY
  resetConfigForTests()
})

afterEach(() => {
  for (const name of SETTINGS) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  resetConfigForTests()
})

/** A patient's unpaid hold on 10:00–12:00 with a fresh therapist, as Make Payment leaves it. */
async function heldBooking() {
  const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
  const hold = await createAppointment(db, {
    patientId: patient.id,
    therapistId: therapist.id,
    startsAt: lagosHourToUtc(DAY, 10),
    durationHours: 2,
    status: 'Pending',
    paymentReference: `ALF-${Date.now()}-${randomUUID().slice(0, 16)}`,
  })
  return { therapist, patient, hold }
}

/** What Monnify's own transaction query will say about the reference. */
function monnifySays(paymentReference: string, transaction: Partial<FakeTransaction> = {}) {
  fake.setTransaction(paymentReference, { paymentStatus: 'PAID', amountPaid: `${DUE_NAIRA}.00`, transactionReference: `MNFY|87|${randomUUID()}`, ...transaction })
}

function webhook(rawBody: string, signature: string | null = signMonnifyWebhook(rawBody, fake.secretKey)) {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (signature !== null) headers.set('monnify-signature', signature)
  return POST(new NextRequest('http://localhost:3000/api/webhooks/monnify', { method: 'POST', body: rawBody, headers }))
}

const paidEvent = (paymentReference: string, amountPaid = DUE_NAIRA) => successfulTransactionEvent({ paymentReference, amountPaid })

async function stateOf(appointmentId: string) {
  const appointment = await db.appointment.findUniqueOrThrow({ where: { id: appointmentId }, include: { payments: true, slots: true } })
  return { status: appointment.status, payments: appointment.payments, slots: appointment.slots.length, videoLink: appointment.videoLink, transactionReference: appointment.transactionReference }
}

async function expectUnchanged(appointmentId: string) {
  expect(await stateOf(appointmentId)).toMatchObject({ status: 'Pending', payments: [], slots: 2, videoLink: null, transactionReference: null })
}

describe('a signed SUCCESSFUL_TRANSACTION notification', () => {
  it('confirms the hold once Monnify’s own query reports it PAID: one Paid appointment, one Payment', async () => {
    const { hold } = await heldBooking()
    const transactionReference = `MNFY|87|${Date.now()}|${randomUUID().slice(0, 6)}`
    monnifySays(hold.paymentReference, { transactionReference })

    const response = await webhook(paidEvent(hold.paymentReference))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: PAYMENT_CONFIRMED })

    const state = await stateOf(hold.id)
    expect(state).toMatchObject({ status: 'Paid', slots: 2, transactionReference })
    expect(state.videoLink).toMatch(/^https:\/\/meet\.jit\.si\//)
    expect(state.payments).toEqual([
      expect.objectContaining({ provider: 'Monnify', status: 'Paid', paymentReference: hold.paymentReference, transactionReference, amountKobo: 4_000_000, currency: 'NGN' }),
    ])
    // The server asked Monnify itself: one login, one transaction query.
    expect(fake.logins).toBe(1)
    expect(fake.queries).toBe(1)
    expect(revalidateTag).toHaveBeenCalled()
  })

  it('replayed, and raced by the patient’s own confirmation, still gives exactly one Payment', async () => {
    const { patient, hold } = await heldBooking()
    monnifySays(hold.paymentReference)
    const body = paidEvent(hold.paymentReference)

    const results = await Promise.all([
      webhook(body),
      webhook(body),
      confirmPayment({ paymentReference: hold.paymentReference, source: { kind: 'patient', patientId: patient.id } }),
      webhook(body),
      confirmPayment({ paymentReference: hold.paymentReference, source: { kind: 'patient', patientId: patient.id } }),
    ])
    for (const result of results) {
      if (result instanceof Response) expect(result.status).toBe(200)
      else expect(result.data).toMatchObject({ _id: hold.id, status: 'Paid' })
    }
    const again = await webhook(body)
    expect(again.status).toBe(200)

    const state = await stateOf(hold.id)
    expect(state.status).toBe('Paid')
    expect(state.payments).toHaveLength(1)
    expect(await db.payment.count({ where: { paymentReference: hold.paymentReference } })).toBe(1)
  })

  it('answers 200 and ignores other event types and references this service never made', async () => {
    const { hold } = await heldBooking()
    monnifySays(hold.paymentReference)
    const refund = JSON.stringify({ eventType: 'SUCCESSFUL_REFUND', eventData: { paymentReference: hold.paymentReference } })
    expect((await webhook(refund)).status).toBe(200)
    const unknown = await webhook(paidEvent(`ALF-${Date.now()}-unknown`))
    expect(unknown.status).toBe(200)
    // A reserved-account transfer carries Monnify's own reference, which no hold ever has.
    expect((await webhook(paidEvent('MNFY|04|20211117112842|000170'))).status).toBe(200)
    await expectUnchanged(hold.id)
  })
})

describe('a notification that is not from Monnify changes nothing', () => {
  it('is refused with 401 when the signature is wrong, missing, or made with another key', async () => {
    const { hold } = await heldBooking()
    monnifySays(hold.paymentReference)
    const body = paidEvent(hold.paymentReference)
    const tampered = paidEvent(hold.paymentReference, DUE_NAIRA * 10)

    for (const response of [
      await webhook(tampered, signMonnifyWebhook(body, fake.secretKey)),
      await webhook(body, null),
      await webhook(body, ''),
      await webhook(body, signMonnifyWebhook(body, 'ANOTHER-MERCHANTS-SECRET')),
      await webhook(body, signMonnifyWebhook(body, fake.apiKey)),
    ]) {
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ message: 'Invalid signature' })
    }
    await expectUnchanged(hold.id)
    // Refused before anything was asked of Monnify.
    expect(fake.queries).toBe(0)
  })

  it('answers 413 to a body over 64 KB without reading on', async () => {
    const { hold } = await heldBooking()
    const huge = JSON.stringify({ eventType: 'SUCCESSFUL_TRANSACTION', eventData: { paymentReference: hold.paymentReference, padding: 'x'.repeat(70_000) } })
    expect((await webhook(huge)).status).toBe(413)
    await expectUnchanged(hold.id)
  })

  it('answers 404 when Monnify is not configured (the sandbox takes payments)', async () => {
    const { hold } = await heldBooking()
    for (const name of ['MONNIFY_API_KEY', 'MONNIFY_SECRET_KEY', 'MONNIFY_CONTRACT_CODE'] as const) delete process.env[name]
    resetConfigForTests()
    const response = await webhook(paidEvent(hold.paymentReference))
    expect(response.status).toBe(404)
    await expectUnchanged(hold.id)
  })
})

describe('a genuine notification is checked against Monnify’s own query', () => {
  it('confirms nothing while Monnify reports the payment PENDING, and asks Monnify to send it again', async () => {
    const { hold } = await heldBooking()
    monnifySays(hold.paymentReference, { paymentStatus: 'PENDING', amountPaid: '0.00' })
    const response = await webhook(paidEvent(hold.paymentReference))
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('60')
    await expectUnchanged(hold.id)
  })

  it('confirms nothing when Monnify reports less than the amount due, or another currency', async () => {
    const cases: Partial<FakeTransaction>[] = [
      { paymentStatus: 'PARTIALLY_PAID', amountPaid: '20000.00' },
      { paymentStatus: 'PAID', amountPaid: '39999.99' },
      { paymentStatus: 'PAID', amountPaid: `${DUE_NAIRA}.00`, currency: 'USD' },
      { paymentStatus: 'PAID', amountPaid: `${DUE_NAIRA}.00`, paymentReference: 'SOMEONE-ELSES-REFERENCE' },
    ]
    for (const transaction of cases) {
      const { hold } = await heldBooking()
      monnifySays(hold.paymentReference, transaction)
      // The notification itself claims the full amount: only Monnify's query counts.
      expect((await webhook(paidEvent(hold.paymentReference))).status).toBe(503)
      await expectUnchanged(hold.id)
    }
  })

  it('confirms nothing when Monnify’s query does not know the transaction (yet): 503, send it again', async () => {
    const { hold } = await heldBooking()
    const response = await webhook(paidEvent(hold.paymentReference))
    expect(response.status).toBe(503)
    await expectUnchanged(hold.id)
  })

  it('releases the hold when Monnify reports the payment FAILED, and says so with 200', async () => {
    const { hold } = await heldBooking()
    monnifySays(hold.paymentReference, { paymentStatus: 'FAILED', amountPaid: '0.00' })
    const response = await webhook(paidEvent(hold.paymentReference))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: PAYMENT_FAILED })
    expect(await stateOf(hold.id)).toMatchObject({ status: 'Cancelled', payments: [], slots: 0 })
  })

  it('answers 503 (retry) when Monnify cannot be reached, and changes nothing', async () => {
    const { hold } = await heldBooking()
    monnifySays(hold.paymentReference)
    fake.mode = 'error'
    const response = await webhook(paidEvent(hold.paymentReference))
    expect(response.status).toBe(503)
    await expectUnchanged(hold.id)

    // Monnify sends it again once its API is back: now it is confirmed.
    fake.mode = 'normal'
    expect((await webhook(paidEvent(hold.paymentReference))).status).toBe(200)
    expect((await stateOf(hold.id)).status).toBe('Paid')
  })

  it('records a payment whose time was lost and taken as needing a refund, once, and answers 200', async () => {
    const [therapist, patient, other] = await Promise.all([createTherapist(db), createPatient(db), createPatient(db)])
    // The hold ran out and was cleared; someone else then booked and paid for the same hours.
    const lapsed = await createAppointment(db, {
      patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(DAY, 10), durationHours: 2, status: 'Expired', holdExpiresAt: null,
      paymentReference: `ALF-${Date.now()}-${randomUUID().slice(0, 16)}`,
    })
    await createAppointment(db, { patientId: other.id, therapistId: therapist.id, startsAt: lagosHourToUtc(DAY, 11), durationHours: 1 })
    monnifySays(lapsed.paymentReference)

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await webhook(paidEvent(lapsed.paymentReference))
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ message: LATE_PAYMENT })
    }
    const state = await stateOf(lapsed.id)
    expect(state.status).toBe('Expired')
    expect(state.payments).toEqual([expect.objectContaining({ status: 'RefundRequired', provider: 'Monnify', amountKobo: 4_000_000 })])
  })
})
