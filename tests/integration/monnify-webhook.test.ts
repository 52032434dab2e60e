import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { confirmPayment } from '@/lib/server/booking/confirm-payment'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { drainProviderEvents } from '@/lib/server/payments/drain-provider-events'
import { WEBHOOK_RECEIVED } from '@/lib/server/payments/monnify/handle-webhook'
import { MAX_EVENT_ATTEMPTS, processProviderEvent } from '@/lib/server/payments/process-provider-event'
import { createAppointment, createPatient, createTherapist, lagosHourToUtc } from '../fixtures/factories'
import { signMonnifyWebhook, successfulTransactionEvent, type FakeTransaction } from '../support/fake-monnify'
import { ageEvent, DAY, DUE_NAIRA, eventOf, heldBooking, monnifySays, postWebhook, stateOf, UNCHANGED, withFakeMonnify } from '../support/monnify-webhook'

// The Monnify webhook end to end inside the server: the route handler with a real request, real
// Postgres, and Monnify's API played by a local fake (tests/support/fake-monnify.ts). Outside Next,
// connection() has nothing to wait for, revalidateTag (Next's cache) is recorded, and after() has no
// request to wait for, so the work runs before the handler returns, unless a test defers it.
const revalidateTag = vi.hoisted(() => vi.fn())
const after = vi.hoisted(() => vi.fn())
vi.mock('next/server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('next/server')>()
  after.mockImplementation(actual.after)
  return { ...actual, connection: async () => {}, after }
})
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag }))

const monnify = withFakeMonnify({ closeLeftovers: true })
afterEach(() => revalidateTag.mockClear())

const paidEvent = (paymentReference: string, fields: Partial<Parameters<typeof successfulTransactionEvent>[0]> = {}) =>
  successfulTransactionEvent({ paymentReference, amountPaid: DUE_NAIRA, ...fields })
const webhook = (rawBody: string, options?: Parameters<typeof postWebhook>[2]) => postWebhook(monnify.fake, rawBody, options)

describe('receiving a notification', () => {
  it('answers 200 at once and confirms after the response; the drain finishes it once Monnify answers', async () => {
    const { fake } = monnify
    const { hold } = await heldBooking()
    monnifySays(fake, hold.paymentReference)
    // The host keeps the after-response work for later (here: never runs it, as a stopped instance).
    const deferred: (() => Promise<unknown>)[] = []
    after.mockImplementationOnce((task: () => Promise<unknown>) => void deferred.push(task))
    // And Monnify is slow: nothing it is asked is answered until release().
    fake.hold()

    const body = paidEvent(hold.paymentReference)
    const started = Date.now()
    const response = await webhook(body)
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: WEBHOOK_RECEIVED })
    expect(deferred).toHaveLength(1)
    expect(fake.waiting).toBe(0)
    expect(await eventOf(body)).toMatchObject({ provider: 'Monnify', eventType: 'SUCCESSFUL_TRANSACTION', processedAt: null, attempts: 0, alert: null })
    expect(await stateOf(hold.id)).toMatchObject(UNCHANGED)

    // The cron's drain leaves an event this fresh to the webhook's own work…
    expect(await drainProviderEvents()).toEqual({ processed: 0, retried: 0 })
    expect(await eventOf(body)).toMatchObject({ attempts: 0 })
    // …and picks it up once it is older. Two drains at once: one claims it, the other leaves it.
    await ageEvent(body)
    const draining = [drainProviderEvents(), drainProviderEvents()]
    await vi.waitFor(() => expect(fake.waiting).toBeGreaterThan(0))
    expect((await stateOf(hold.id)).status).toBe('Pending')
    fake.release()
    const [first, second] = await Promise.all(draining)
    expect(first!.processed + second!.processed).toBe(1)
    expect(await stateOf(hold.id)).toMatchObject({ status: 'Paid', payments: [expect.objectContaining({ status: 'Paid' })] })
    expect(await eventOf(body)).toMatchObject({ attempts: 1, lastError: null, alert: null, processedAt: expect.any(Date) })
    expect(fake.queries).toBe(1)

    // The host's late after-response work finds it handled.
    await deferred[0]!()
    expect(await eventOf(body)).toMatchObject({ attempts: 1 })
    expect(await db.payment.count({ where: { appointmentId: hold.id } })).toBe(1)
  })

  it('records a replay as the same event, and a replayed notification gives one Payment', async () => {
    const { fake } = monnify
    const { patient, hold } = await heldBooking()
    monnifySays(fake, hold.paymentReference)
    const body = paidEvent(hold.paymentReference)

    const results = await Promise.all([
      webhook(body),
      webhook(body),
      confirmPayment({ paymentReference: hold.paymentReference, source: { kind: 'patient', patientId: patient.id } }),
      webhook(body),
      confirmPayment({ paymentReference: hold.paymentReference, source: { kind: 'patient', patientId: patient.id } }),
      webhook(body),
    ])
    for (const result of results) {
      if (result instanceof Response) expect(result.status).toBe(200)
      else expect(result.data).toMatchObject({ _id: hold.id, status: 'Paid' })
    }
    for (let replay = 0; replay < 3; replay += 1) expect((await webhook(body)).status).toBe(200)

    expect(await db.providerEvent.count({ where: { bodyHash: (await eventOf(body))!.bodyHash } })).toBe(1)
    expect(await eventOf(body)).toMatchObject({ attempts: 1, processedAt: expect.any(Date) })
    const state = await stateOf(hold.id)
    expect(state.status).toBe('Paid')
    expect(state.payments).toHaveLength(1)
    expect(await db.payment.count({ where: { paymentReference: hold.paymentReference } })).toBe(1)
  })

  it('with MONNIFY_WEBHOOK_IPS set, refuses other senders with 403 and records nothing', async () => {
    const { fake } = monnify
    process.env.MONNIFY_WEBHOOK_IPS = '35.242.133.146, 2001:db8::7'
    resetConfigForTests()
    const { hold } = await heldBooking()
    monnifySays(fake, hold.paymentReference)

    const stranger = paidEvent(hold.paymentReference, { transactionReference: 'MNFY|87|stranger' })
    for (const from of ['203.0.113.9', '35.242.133.147', undefined]) {
      const response = await webhook(stranger, { from })
      expect(response.status).toBe(403)
    }
    // A forged left-most entry does not help: the nearest proxy's entry (the right-most) counts.
    expect((await webhook(stranger, { from: '35.242.133.146, 203.0.113.9' })).status).toBe(403)
    expect(await eventOf(stranger)).toBeNull()
    expect(fake.requests).toEqual([])
    expect(await stateOf(hold.id)).toMatchObject(UNCHANGED)

    const body = paidEvent(hold.paymentReference)
    expect((await webhook(body, { from: '::ffff:35.242.133.146' })).status).toBe(200)
    expect((await stateOf(hold.id)).status).toBe('Paid')
    expect((await webhook(paidEvent(`ALF-${randomUUID()}`), { from: '2001:db8::7' })).status).toBe(200)
  })

  it('refuses a wrong, missing or foreign signature with 401 before recording or asking anything', async () => {
    const { fake } = monnify
    const { hold } = await heldBooking()
    monnifySays(fake, hold.paymentReference)
    const body = paidEvent(hold.paymentReference)
    const tampered = paidEvent(hold.paymentReference, { amountPaid: DUE_NAIRA * 10 })

    for (const response of [
      await webhook(tampered, { signature: signMonnifyWebhook(body, fake.secretKey) }),
      await webhook(body, { signature: null }),
      await webhook(body, { signature: '' }),
      await webhook(body, { signature: signMonnifyWebhook(body, 'ANOTHER-MERCHANTS-SECRET') }),
      await webhook(body, { signature: signMonnifyWebhook(body, fake.apiKey) }),
    ]) {
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ message: 'Invalid signature' })
    }
    expect(await eventOf(body)).toBeNull()
    expect(await eventOf(tampered)).toBeNull()
    expect(await stateOf(hold.id)).toMatchObject(UNCHANGED)
    expect(fake.requests).toEqual([])
  })

  it('answers 413 to a body over 64 KB, 400 to a signed body that is not an event, 404 without Monnify', async () => {
    const { fake } = monnify
    const { hold } = await heldBooking()
    const huge = JSON.stringify({ eventType: 'SUCCESSFUL_TRANSACTION', eventData: { paymentReference: hold.paymentReference, padding: 'x'.repeat(70_000) } })
    expect((await webhook(huge)).status).toBe(413)
    for (const notEvent of ['not json', '[]', JSON.stringify({ eventData: {} })]) {
      expect((await webhook(notEvent)).status).toBe(400)
      expect(await eventOf(notEvent)).toBeNull()
    }

    for (const name of ['MONNIFY_API_KEY', 'MONNIFY_SECRET_KEY', 'MONNIFY_CONTRACT_CODE'] as const) delete process.env[name]
    resetConfigForTests()
    const body = paidEvent(hold.paymentReference)
    expect((await webhook(body)).status).toBe(404)
    expect(await eventOf(body)).toBeNull()
    expect(fake.requests).toEqual([])
    expect(await stateOf(hold.id)).toMatchObject(UNCHANGED)
  })
})

describe('a SUCCESSFUL_TRANSACTION notification', () => {
  it('confirms the hold once Monnify’s own query reports it PAID, keeping how it was paid', async () => {
    const { fake } = monnify
    const { hold } = await heldBooking()
    const transactionReference = monnifySays(fake, hold.paymentReference, { paymentMethod: 'ACCOUNT_TRANSFER' })

    const body = paidEvent(hold.paymentReference, { transactionReference })
    expect((await webhook(body)).status).toBe(200)

    const state = await stateOf(hold.id)
    expect(state).toMatchObject({ status: 'Paid', slots: 2, transactionReference })
    expect(state.videoLink).toMatch(/^https:\/\/meet\.jit\.si\//)
    expect(state.payments).toEqual([
      expect.objectContaining({ provider: 'Monnify', status: 'Paid', paymentReference: hold.paymentReference, transactionReference, amountKobo: 4_000_000, currency: 'NGN', paymentMethod: 'ACCOUNT_TRANSFER' }),
    ])
    expect(await eventOf(body)).toMatchObject({ processedAt: expect.any(Date), attempts: 1, alert: null, lastError: null })
    // The server asked Monnify's own query about this reference (not the notification's word).
    expect(fake.requests).toContainEqual({ method: 'GET', path: `/api/v2/merchant/transactions/query?paymentReference=${encodeURIComponent(hold.paymentReference)}` })
    // Paid while its hold ran: the hold had taken the hours already, the public pages stay as they are.
    expect(revalidateTag).not.toHaveBeenCalledWith(`availability:${hold.therapistId}`, expect.anything())
  })

  it('is kept for the drain while Monnify does not report it paid in full, and confirmed once it does', async () => {
    const cases: Partial<FakeTransaction>[] = [
      { paymentStatus: 'PENDING', amountPaid: '0.00' },
      { paymentStatus: 'PARTIALLY_PAID', amountPaid: '20000.00' },
      { paymentStatus: 'PAID', amountPaid: '39999.99' },
      { paymentStatus: 'PAID', amountPaid: `${DUE_NAIRA}.00`, currency: 'USD' },
      { paymentStatus: 'PAID', amountPaid: `${DUE_NAIRA}.00`, paymentReference: 'SOMEONE-ELSES-REFERENCE' },
    ]
    for (const transaction of cases) {
      const { fake } = monnify
      const { hold } = await heldBooking()
      monnifySays(fake, hold.paymentReference, transaction)
      // The notification itself claims the full amount: only Monnify's query counts.
      const body = paidEvent(hold.paymentReference)
      expect((await webhook(body)).status).toBe(200)
      expect(await stateOf(hold.id)).toMatchObject(UNCHANGED)
      expect(await eventOf(body)).toMatchObject({ processedAt: null, attempts: 1, lastError: expect.stringMatching(/not report it paid in full yet/) })
    }

    // Not known to Monnify's query yet either; then it is, and the next drain confirms it.
    const { fake } = monnify
    const { hold } = await heldBooking()
    const body = paidEvent(hold.paymentReference)
    expect((await webhook(body)).status).toBe(200)
    expect(await stateOf(hold.id)).toMatchObject(UNCHANGED)
    monnifySays(fake, hold.paymentReference)
    await ageEvent(body)
    expect(await drainProviderEvents()).toEqual({ processed: 1, retried: 0 })
    expect((await stateOf(hold.id)).status).toBe('Paid')
    expect(await eventOf(body)).toMatchObject({ attempts: 2, lastError: null, processedAt: expect.any(Date) })
  })

  it('is kept for the drain while Monnify cannot be reached, and changes nothing meanwhile', async () => {
    const { fake } = monnify
    const { hold } = await heldBooking()
    monnifySays(fake, hold.paymentReference)
    fake.mode = 'error'
    const body = paidEvent(hold.paymentReference)
    expect((await webhook(body)).status).toBe(200)
    expect(await stateOf(hold.id)).toMatchObject(UNCHANGED)
    expect(await eventOf(body)).toMatchObject({ processedAt: null, lastError: expect.stringMatching(/payment provider/) })

    fake.mode = 'normal'
    await ageEvent(body)
    expect(await drainProviderEvents()).toEqual({ processed: 1, retried: 0 })
    expect((await stateOf(hold.id)).status).toBe('Paid')
  })

  it('is left to an admin, with an alert, after MAX_EVENT_ATTEMPTS tries', async () => {
    const { fake } = monnify
    const { hold } = await heldBooking()
    monnifySays(fake, hold.paymentReference, { paymentStatus: 'PENDING', amountPaid: '0.00' })
    const body = paidEvent(hold.paymentReference)
    await webhook(body)
    const { id } = (await eventOf(body))!
    for (let attempt = 2; attempt <= MAX_EVENT_ATTEMPTS; attempt += 1) await processProviderEvent(id)
    expect(await eventOf(body)).toMatchObject({ attempts: MAX_EVENT_ATTEMPTS, processedAt: expect.any(Date), alert: expect.stringMatching(/^Not handled after 12 attempts/) })
    expect(await processProviderEvent(id)).toBe('skipped')
  })

  it('releases the hold when Monnify reports the payment FAILED', async () => {
    const { fake } = monnify
    const { hold } = await heldBooking()
    monnifySays(fake, hold.paymentReference, { paymentStatus: 'FAILED', amountPaid: '0.00' })
    const body = paidEvent(hold.paymentReference)
    expect((await webhook(body)).status).toBe(200)
    expect(await stateOf(hold.id)).toMatchObject({ status: 'Cancelled', payments: [], slots: 0 })
    expect(await eventOf(body)).toMatchObject({ processedAt: expect.any(Date), alert: null })
  })

  it('records a payment whose time was lost and taken as needing a refund, once', async () => {
    const { fake } = monnify
    const [therapist, patient, other] = await Promise.all([createTherapist(db), createPatient(db), createPatient(db)])
    // The hold ran out and was cleared; someone else then booked and paid for the same hours.
    const lapsed = await createAppointment(db, {
      patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(DAY, 10), durationHours: 2, status: 'Expired', holdExpiresAt: null,
      paymentReference: `ALF-${Date.now()}-${randomUUID().slice(0, 16)}`,
    })
    await createAppointment(db, { patientId: other.id, therapistId: therapist.id, startsAt: lagosHourToUtc(DAY, 11), durationHours: 1 })
    monnifySays(fake, lapsed.paymentReference)

    // Two notifications of the same payment (Monnify's retry with a new body, say).
    for (const transactionReference of ['MNFY|87|late|1', 'MNFY|87|late|2']) expect((await webhook(paidEvent(lapsed.paymentReference, { transactionReference }))).status).toBe(200)
    const state = await stateOf(lapsed.id)
    expect(state.status).toBe('Expired')
    expect(state.payments).toEqual([expect.objectContaining({ status: 'RefundRequired', provider: 'Monnify', amountKobo: 4_000_000 })])
  })
})

describe('a payment reference that is not ours', () => {
  it('is matched through Monnify’s transactionReference to the hold it pays for', async () => {
    const { fake } = monnify
    const { hold } = await heldBooking()
    const transactionReference = monnifySays(fake, hold.paymentReference)
    const other = (await heldBooking()).hold

    const body = paidEvent('MNFY-RESERVED-ACCOUNT-PAYMENT', { transactionReference })
    expect((await webhook(body)).status).toBe(200)
    expect(fake.requests.some((r) => r.path === `/api/v2/transactions/${encodeURIComponent(transactionReference)}`)).toBe(true)
    expect(await stateOf(hold.id)).toMatchObject({ status: 'Paid', transactionReference })
    expect(await stateOf(other.id)).toMatchObject(UNCHANGED)
    expect(await eventOf(body)).toMatchObject({ processedAt: expect.any(Date), alert: null })
  })

  it('is an alert, logged, when it still matches nothing', async () => {
    const { fake } = monnify
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      // Monnify does not know the transaction either.
      const unknown = paidEvent(`ALF-${Date.now()}-unknown`, { transactionReference: 'MNFY|87|nobody-knows' })
      // Monnify knows it, under a payment reference no hold has.
      const foreign = paidEvent('MNFY|04|20211117112842|000170', { transactionReference: monnifySays(fake, 'SOMEONE-ELSES') })
      // No transactionReference to ask with.
      const bare = JSON.stringify({ eventType: 'SUCCESSFUL_TRANSACTION', eventData: { paymentReference: `NOT-OURS-${randomUUID()}`, amountPaid: 100 } })
      for (const body of [unknown, foreign, bare]) {
        expect((await webhook(body)).status).toBe(200)
        expect(await eventOf(body)).toMatchObject({ processedAt: expect.any(Date), alert: expect.stringMatching(/matches no booking here/) })
      }
      expect(warn.mock.calls.filter(([line]) => String(line).includes('ALERT'))).toHaveLength(3)
      // Nothing secret in what was logged.
      expect(warn.mock.calls.join('\n')).not.toContain(fake.secretKey)
    } finally {
      warn.mockRestore()
    }
  })

  it('other event types are recorded and not acted on, without an alert', async () => {
    const body = JSON.stringify({ eventType: 'SETTLEMENT', eventData: { amount: 100, reference: randomUUID() } })
    expect((await webhook(body)).status).toBe(200)
    expect(await eventOf(body)).toMatchObject({ eventType: 'SETTLEMENT', processedAt: expect.any(Date), alert: null })
  })
})
