import { randomUUID } from 'node:crypto'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetConfigForTests } from '@/lib/server/config'
import { MonnifyClient, monnifyClient } from '@/lib/server/payments/monnify/monnify-client'
import { PaymentProviderError } from '@/lib/server/payments/provider'
import { startFakeMonnify, type FakeMonnify } from '../support/fake-monnify'

// The production Monnify client over real HTTP against a local fake of Monnify's API
// (tests/support/fake-monnify.ts): login for a bearer token, then the v2 transaction query.

let fake: FakeMonnify
let clock = Date.now()

beforeAll(async () => {
  fake = await startFakeMonnify()
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.reset()
  clock = Date.now()
})

const client = (overrides: Partial<ConstructorParameters<typeof MonnifyClient>[0]> = {}) =>
  new MonnifyClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, secretKey: fake.secretKey, contractCode: '1234567890', now: () => clock, ...overrides })

const reference = () => `ALF-${Date.now()}-${randomUUID().slice(0, 8)}`

function paid(amountPaid: string | number = '40000.00', extra: Partial<Parameters<FakeMonnify['setTransaction']>[1]> = {}) {
  const paymentReference = reference()
  fake.setTransaction(paymentReference, { paymentStatus: 'PAID', amountPaid, transactionReference: `MNFY|87|${randomUUID()}`, ...extra })
  return paymentReference
}

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error)

describe('the Monnify access token', () => {
  it('is obtained once with the API key and secret and reused until shortly before it expires', async () => {
    const monnify = client()
    const ref = paid()
    await monnify.verify(ref)
    await monnify.verify(ref)
    await monnify.verify(reference())
    expect(fake.logins).toBe(1)
    expect(fake.queries).toBe(3)

    // Monnify's tokens live expiresIn seconds (3599 here): a minute before that, a new one is fetched.
    clock += 3_500_000
    await monnify.verify(ref)
    expect(fake.logins).toBe(1)
    clock += 50_000
    await monnify.verify(ref)
    expect(fake.logins).toBe(2)
    await monnify.verify(ref)
    expect(fake.logins).toBe(2)
  })

  it('is shared by concurrent verifications: one login, not one each', async () => {
    const monnify = client()
    const ref = paid()
    await Promise.all(Array.from({ length: 8 }, () => monnify.verify(ref)))
    expect(fake.logins).toBe(1)
    expect(fake.queries).toBe(8)
  })

  it('is replaced once when Monnify answers 401 to a query, and the query is asked again', async () => {
    const monnify = client()
    const ref = paid()
    await monnify.verify(ref)
    fake.revokeTokens()

    const transaction = await monnify.verify(ref)
    expect(transaction.status).toBe('PAID')
    expect(fake.logins).toBe(2)
    expect(fake.queries).toBe(3)
  })

  it('gives up after one fresh login when every token is refused', async () => {
    fake.rejectAllTokens = true
    const error = await failure(client().verify(paid()))
    expect(error).toBeInstanceOf(PaymentProviderError)
    expect(fake.logins).toBe(2)
  })

  it('is refused for a wrong secret key: PaymentProviderError, and the secret is not in the message', async () => {
    const wrongSecret = 'WRONG-SECRET-0123456789'
    const error = await failure(client({ secretKey: wrongSecret }).verify(paid()))
    expect(error).toBeInstanceOf(PaymentProviderError)
    expect((error as Error).message).toMatch(/refused the API key/)
    expect((error as Error).message).not.toContain(wrongSecret)
    expect(fake.queries).toBe(0)
  })
})

describe('verifying a payment reference', () => {
  it('maps a PAID answer: naira string to kobo, references, currency and the Lagos paidOn', async () => {
    const ref = paid('40000.00', { transactionReference: 'MNFY|87|20310407|000001', paidOn: '07/04/2031 10:18:55 AM' })
    expect(await client().verify(ref)).toEqual({
      provider: 'Monnify',
      status: 'PAID',
      paymentReference: ref,
      transactionReference: 'MNFY|87|20310407|000001',
      amountPaidKobo: 4_000_000,
      currency: 'NGN',
      paidAt: new Date('2031-04-07T09:18:55Z'),
      paymentMethod: 'CARD',
    })
  })

  it('reads numeric amounts exactly (0.29 naira is 29 kobo)', async () => {
    expect((await client().verify(paid(4500.29))).amountPaidKobo).toBe(450_029)
    expect((await client().verify(paid('0.29'))).amountPaidKobo).toBe(29)
  })

  it('reports underpaid, wrong-currency, pending, failed and overpaid answers as they are', async () => {
    const monnify = client()
    const underpaid = reference()
    fake.setTransaction(underpaid, { paymentStatus: 'PARTIALLY_PAID', amountPaid: '15000.00' })
    expect(await monnify.verify(underpaid)).toMatchObject({ status: 'PARTIALLY_PAID', amountPaidKobo: 1_500_000 })

    const dollars = paid('40000.00', { currency: 'USD' })
    expect(await monnify.verify(dollars)).toMatchObject({ status: 'PAID', currency: 'USD' })

    const pending = reference()
    fake.setTransaction(pending, { paymentStatus: 'PENDING', amountPaid: '0.00' })
    expect(await monnify.verify(pending)).toMatchObject({ status: 'PENDING', amountPaidKobo: 0, paidAt: null })

    const failed = reference()
    fake.setTransaction(failed, { paymentStatus: 'FAILED', amountPaid: 0 })
    expect(await monnify.verify(failed)).toMatchObject({ status: 'FAILED' })

    const over = paid('45000.00', { paymentStatus: 'OVERPAID' })
    expect(await monnify.verify(over)).toMatchObject({ status: 'OVERPAID', amountPaidKobo: 4_500_000 })
  })

  it('reports the reference Monnify holds the payment under, even when it is not the one asked about', async () => {
    const asked = reference()
    fake.setTransaction(asked, { paymentStatus: 'PAID', amountPaid: '40000.00', paymentReference: 'SOMEONE-ELSES' })
    expect(await client().verify(asked)).toMatchObject({ status: 'PAID', paymentReference: 'SOMEONE-ELSES' })
  })

  it('answers NOT_FOUND for a reference Monnify never saw', async () => {
    const ref = reference()
    expect(await client().verify(ref)).toEqual({
      provider: 'Monnify', status: 'NOT_FOUND', paymentReference: ref, transactionReference: null, amountPaidKobo: 0, currency: '', paidAt: null, paymentMethod: null,
    })
  })

  it('throws PaymentProviderError when Monnify answers 500', async () => {
    const monnify = client()
    const ref = paid()
    fake.mode = 'error'
    expect(await failure(monnify.verify(ref))).toBeInstanceOf(PaymentProviderError)
    // The same client recovers once Monnify does.
    fake.mode = 'normal'
    expect((await monnify.verify(ref)).status).toBe('PAID')
  })

  it('throws PaymentProviderError when Monnify does not answer in time', async () => {
    const monnify = client({ timeoutMs: 300 })
    const ref = paid()
    await monnify.verify(ref)
    fake.mode = 'hang'
    const started = Date.now()
    const error = await failure(monnify.verify(ref))
    expect(error).toBeInstanceOf(PaymentProviderError)
    expect((error as Error).message).toMatch(/did not answer within 300 ms/)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('throws PaymentProviderError when nothing listens at the address', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo
        probe.close(() => resolve(free))
      })
    })
    expect(await failure(client({ baseUrl: `http://127.0.0.1:${port}` }).verify(reference()))).toBeInstanceOf(PaymentProviderError)
  })
})

describe('monnifyClient()', () => {
  const SETTINGS = ['MONNIFY_API_KEY', 'MONNIFY_SECRET_KEY', 'MONNIFY_CONTRACT_CODE', 'MONNIFY_BASE_URL'] as const
  const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]))
  afterEach(() => {
    for (const name of SETTINGS) {
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
    }
    resetConfigForTests()
  })

  it('builds one client from the settings and keeps it (and its token) until they change', async () => {
    Object.assign(process.env, { MONNIFY_API_KEY: fake.apiKey, MONNIFY_SECRET_KEY: fake.secretKey, MONNIFY_CONTRACT_CODE: '1234567890', MONNIFY_BASE_URL: fake.baseUrl })
    resetConfigForTests()
    const first = monnifyClient()
    expect(monnifyClient()).toBe(first)
    const ref = paid()
    await first.verify(ref)
    await monnifyClient().verify(ref)
    expect(fake.logins).toBe(1)

    process.env.MONNIFY_CONTRACT_CODE = '0987654321'
    resetConfigForTests()
    expect(monnifyClient()).not.toBe(first)
  })
})
