import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MonnifyClient } from '@/lib/server/payments/monnify/monnify-client'
import { NO_SUCH_ACCOUNT } from '@/lib/server/payments/monnify/monnify-refund-answers'
import { monnifyRefundGateway } from '@/lib/server/payments/monnify/monnify-refunds'
import { RefundGatewayError, type RefundRequest } from '@/lib/server/refunds/refund-gateway'
import { startFakeMonnify, type FakeMonnify } from '../support/fake-monnify'
import { REFUND_IN_PROGRESS } from '../support/fake-monnify-refunds'

// Monnify's refund API, account validation and bank list through the production client, over real
// HTTP against the local fake of Monnify (tests/support/fake-monnify.ts). Field names are checked
// on the bodies the fake received.

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

/** A payment of ₦40,000 Monnify knows, and its transactionReference. */
function paidTransaction(amountPaid = '40000.00'): string {
  return fake.setTransaction(`ALF-${randomUUID()}`, { paymentStatus: 'PAID', amountPaid, transactionReference: `MNFY|87|${Date.now()}|${randomUUID().slice(0, 6)}` })
}

function refundOf(transactionReference: string, overrides: Partial<RefundRequest> = {}): RefundRequest {
  return {
    reference: `RFD-${Date.now()}-${randomUUID().slice(0, 12)}`,
    transactionReference,
    amountKobo: 1_500_050,
    reason: 'Session cancelled by the patient',
    customerNote: 'Alafia refund',
    destination: null,
    ...overrides,
  }
}

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error)

async function refusal(promise: Promise<unknown>): Promise<RefundGatewayError> {
  const error = await failure(promise)
  expect(error).toBeInstanceOf(RefundGatewayError)
  return error as RefundGatewayError
}

describe('initiating a refund', () => {
  it('sends Monnify’s field names, the amount in naira, and reads PENDING as Processing', async () => {
    const transactionReference = paidTransaction()
    const request = refundOf(transactionReference)
    expect(await client().initiateRefund(request)).toEqual({ status: 'Processing', message: REFUND_IN_PROGRESS })
    expect(fake.refundRequests).toEqual([
      {
        transactionReference,
        refundReference: request.reference,
        refundAmount: 15000.5,
        refundReason: 'Session cancelled by the patient',
        customerNote: 'Alafia refund',
      },
    ])
  })

  it('names the destination account as destinationAccountNumber and destinationAccountBankCode', async () => {
    const request = refundOf(paidTransaction(), { destination: { accountNumber: '0123456789', bankCode: '058' } })
    await client().initiateRefund(request)
    const [sent] = fake.refundRequests
    expect(sent).toMatchObject({ destinationAccountNumber: '0123456789', destinationAccountBankCode: '058' })
    // Not the Node library's spelling.
    expect(sent).not.toHaveProperty('destinationBankCode')
  })

  it('keeps the reason to 64 characters and the note to 16, as Monnify does', async () => {
    const request = refundOf(paidTransaction(), { reason: 'r'.repeat(90), customerNote: 'A note far longer than sixteen' })
    expect((await client().initiateRefund(request)).status).toBe('Processing')
    const [sent] = fake.refundRequests
    expect(sent).toMatchObject({ refundReason: 'r'.repeat(64), customerNote: 'A note far longe' })
  })

  it('reads a refund Monnify completes at once as Completed', async () => {
    fake.refundStatusOnInitiate = 'COMPLETED'
    expect((await client().initiateRefund(refundOf(paidTransaction()))).status).toBe('Completed')
  })

  it('reads the refund’s status when its reference is sent again, instead of failing', async () => {
    const monnify = client()
    const request = refundOf(paidTransaction())
    await monnify.initiateRefund(request)
    fake.setRefundOutcome(request.reference, 'COMPLETED')

    expect(await monnify.initiateRefund(request)).toMatchObject({ status: 'Completed' })
    expect(fake.refundRequests).toHaveLength(2)
    expect(fake.requests.filter((r) => r.method === 'GET' && r.path === `/api/v1/refunds/${request.reference}`)).toHaveLength(1)
    // Monnify may also answer the first refund itself.
    fake.duplicateRefunds = 'same'
    expect(await monnify.initiateRefund(request)).toMatchObject({ status: 'Completed' })
  })

  it.each([
    ['refunds are not enabled', { status: 400, message: 'Refund is not enabled for this merchant' }],
    ['the account is refused', { status: 400, message: 'Invalid destination account' }],
    ['a 403 with words', { status: 403, message: 'You are not allowed to refund' }],
    ['a 200 that says it failed', { status: 200, message: 'Refund could not be processed' }],
  ])('is refused for good when %s (final, Monnify’s words kept)', async (_what, refusalAnswer) => {
    fake.refuseRefunds = refusalAnswer
    const error = await refusal(client().initiateRefund(refundOf(paidTransaction())))
    expect(error.isFinal).toBe(true)
    expect(error.message).toContain(refusalAnswer.message)
  })

  it('is refused for good for an amount above the payment, or a transaction Monnify does not know', async () => {
    const above = await refusal(client().initiateRefund(refundOf(paidTransaction('100.00'))))
    expect(above).toMatchObject({ isFinal: true })
    expect(above.message).toMatch(/greater than the transaction amount/)
    expect(await refusal(client().initiateRefund(refundOf('MNFY|87|unknown')))).toMatchObject({ isFinal: true })
  })

  it('may be retried when Monnify answers 5xx, 429, or not in time, or cannot be reached', async () => {
    const transactionReference = paidTransaction()
    fake.refundsMode = 'error'
    expect(await refusal(client().initiateRefund(refundOf(transactionReference)))).toMatchObject({ isFinal: false })

    fake.refundsMode = 'normal'
    fake.refuseRefunds = { status: 429, message: 'Too many requests' }
    expect(await refusal(client().initiateRefund(refundOf(transactionReference)))).toMatchObject({ isFinal: false })

    fake.refuseRefunds = null
    fake.refundsMode = 'hang'
    const slow = await refusal(client({ timeoutMs: 300 }).initiateRefund(refundOf(transactionReference)))
    expect(slow).toMatchObject({ isFinal: false })
    expect(slow.message).toMatch(/did not answer within 300 ms/)

    expect(await refusal(client({ baseUrl: 'http://127.0.0.1:9' }).initiateRefund(refundOf(transactionReference)))).toMatchObject({ isFinal: false })
  })
})

describe('a refund’s status', () => {
  it.each([
    ['COMPLETED', 'Completed'],
    ['REFUNDED', 'Completed'],
    ['SUCCESSFUL', 'Completed'],
    ['completed', 'Completed'],
    ['FAILED', 'Failed'],
    ['PENDING', 'Processing'],
    ['INITIATED', 'Processing'],
    ['SOMETHING_NEW', 'Processing'],
  ])('reads refundStatus %s as %s', async (refundStatus, status) => {
    const monnify = client()
    const request = refundOf(paidTransaction())
    await monnify.initiateRefund(request)
    fake.setRefundOutcome(request.reference, refundStatus)
    expect((await monnify.refundStatus(request.reference)).status).toBe(status)
  })

  it('asks with the reference URL-encoded in the path', async () => {
    const monnify = client()
    const request = refundOf(paidTransaction(), { reference: 'RFD/1 2|x' })
    await monnify.initiateRefund(request)
    expect(await monnify.refundStatus(request.reference)).toEqual({ status: 'Processing', message: REFUND_IN_PROGRESS })
    expect(fake.requests.at(-1)).toEqual({ method: 'GET', path: '/api/v1/refunds/RFD%2F1%202%7Cx' })
  })

  it('is a final error for a reference Monnify does not have (the drain then sends it again)', async () => {
    expect(await refusal(client().refundStatus('RFD-never-sent'))).toMatchObject({ isFinal: true })
  })
})

describe('checking a destination account', () => {
  it('answers the holder’s name for an account Monnify knows', async () => {
    fake.setAccount({ bankCode: '058', accountNumber: '0123456789', accountName: 'Damilare Ogunnaike' })
    expect(await client().accountName({ bankCode: '058', accountNumber: '0123456789' })).toBe('Damilare Ogunnaike')
    expect(fake.requests.at(-1)).toEqual({ method: 'GET', path: '/api/v1/disbursements/account/validate?accountNumber=0123456789&bankCode=058' })
  })

  it('is a final error for an account Monnify does not know, and for numbers that are not an account', async () => {
    const unknown = await refusal(client().accountName({ bankCode: '058', accountNumber: '0000000001' }))
    expect(unknown).toMatchObject({ isFinal: true, message: NO_SUCH_ACCOUNT })
    const before = fake.requests.length
    for (const account of [{ bankCode: '058', accountNumber: '12345' }, { bankCode: '05', accountNumber: '0123456789' }, { bankCode: '058&x=1', accountNumber: '0123456789' }])
      expect(await refusal(client().accountName(account))).toMatchObject({ isFinal: true })
    expect(fake.requests.length).toBe(before)
  })

  it('may be retried when Monnify is down', async () => {
    const monnify = client()
    fake.mode = 'error'
    expect(await refusal(monnify.accountName({ bankCode: '058', accountNumber: '0123456789' }))).toMatchObject({ isFinal: false })
  })
})

describe('the bank list', () => {
  const bankCalls = () => fake.requests.filter((r) => r.path === '/api/v1/banks').length

  it('is names and codes only, by name', async () => {
    const banks = await client().banks()
    expect(banks).toEqual([
      { name: 'Access bank', code: '044' },
      { name: 'Guaranty Trust Bank', code: '058' },
      { name: 'Kuda Microfinance Bank', code: '50211' },
      { name: 'Rolez Microfinance Bank', code: '50515' },
    ])
  })

  it('is asked once an hour at most, and once for concurrent callers', async () => {
    const monnify = client()
    await Promise.all([monnify.banks(), monnify.banks(), monnify.banks()])
    expect(bankCalls()).toBe(1)
    clock += 59 * 60_000
    await monnify.banks()
    expect(bankCalls()).toBe(1)
    clock += 2 * 60_000
    await monnify.banks()
    expect(bankCalls()).toBe(2)
  })

  it('is not kept when Monnify could not answer', async () => {
    const monnify = client()
    fake.mode = 'error'
    expect(await refusal(monnify.banks())).toMatchObject({ isFinal: false })
    fake.mode = 'normal'
    expect(await monnify.banks()).toHaveLength(4)
  })
})

describe('the access token on refund calls', () => {
  it('is shared with the other calls and renewed once when Monnify drops it', async () => {
    const monnify = client()
    const transactionReference = paidTransaction()
    await monnify.banks()
    await monnify.initiateRefund(refundOf(transactionReference))
    expect(fake.logins).toBe(1)
    fake.revokeTokens()
    expect((await monnify.initiateRefund(refundOf(transactionReference, { amountKobo: 100_000 }))).status).toBe('Processing')
    expect(fake.logins).toBe(2)
  })

  it('is a retryable error when every token is refused', async () => {
    fake.rejectAllTokens = true
    expect(await refusal(client().refundStatus('RFD-1'))).toMatchObject({ isFinal: false })
  })
})

describe('monnifyRefundGateway', () => {
  it('asks for a destination only for bank transfers, and goes through the client', async () => {
    const gateway = monnifyRefundGateway(client())
    expect(gateway.provider).toBe('Monnify')
    expect(gateway.needsDestination('ACCOUNT_TRANSFER')).toBe(true)
    expect(gateway.needsDestination('CARD')).toBe(false)
    expect(gateway.needsDestination('USSD')).toBe(false)
    expect(gateway.needsDestination(null)).toBe(false)

    fake.setAccount({ bankCode: '044', accountNumber: '0123456789', accountName: 'Ada Obi' })
    expect(await gateway.accountName({ bankCode: '044', accountNumber: '0123456789' })).toBe('Ada Obi')
    const request = refundOf(paidTransaction())
    expect((await gateway.initiate(request)).status).toBe('Processing')
    expect((await gateway.status(request.reference)).status).toBe('Processing')
    expect(await gateway.banks()).toHaveLength(4)
  })
})
