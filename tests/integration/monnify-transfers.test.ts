import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetConfigForTests } from '@/lib/server/config'
import { MonnifyClient } from '@/lib/server/payments/monnify/monnify-client'
import { TRANSFER_REVERSED } from '@/lib/server/payments/monnify/monnify-transfer-answers'
import { monnifyTransferGateway, NO_WALLET } from '@/lib/server/payments/monnify/monnify-transfers'
import { TransferGatewayError, type TransferRequest } from '@/lib/server/payouts/transfer-gateway'
import { FAKE_WALLET_ACCOUNT_NUMBER, startFakeMonnify, type FakeMonnify } from '../support/fake-monnify'

// The production Monnify transfer gateway over real HTTP against the local fake of Monnify's
// disbursement, account-validation and bank-list calls (tests/support/fake-monnify-transfers.ts).

let fake: FakeMonnify
const savedWallet = process.env.MONNIFY_WALLET_ACCOUNT_NUMBER

beforeAll(async () => {
  fake = await startFakeMonnify()
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.reset()
  process.env.MONNIFY_WALLET_ACCOUNT_NUMBER = FAKE_WALLET_ACCOUNT_NUMBER
  resetConfigForTests()
})
afterEach(() => {
  if (savedWallet === undefined) delete process.env.MONNIFY_WALLET_ACCOUNT_NUMBER
  else process.env.MONNIFY_WALLET_ACCOUNT_NUMBER = savedWallet
  resetConfigForTests()
  vi.restoreAllMocks()
})

const gateway = () => monnifyTransferGateway(new MonnifyClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, secretKey: fake.secretKey, contractCode: '1234567890' }))

function transfer(overrides: Partial<TransferRequest> = {}): TransferRequest {
  return {
    reference: `PO-${randomUUID()}`,
    amountKobo: 1_234_550,
    narration: 'Alafia payout',
    bankCode: '058',
    accountNumber: '0123456789',
    accountName: 'ADA OKAFOR',
    ...overrides,
  }
}

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error)

describe('sending a transfer', () => {
  it('logs in, posts the documented body (naira amount, NGN, the wallet) and reads SUCCESS as Paid', async () => {
    const request = transfer()
    const outcome = await gateway().send(request)

    expect(fake.logins).toBe(1)
    expect(fake.transfers.controls.transferRequests).toEqual([
      {
        amount: 12345.5,
        reference: request.reference,
        narration: 'Alafia payout',
        destinationBankCode: '058',
        destinationAccountNumber: '0123456789',
        destinationAccountName: 'ADA OKAFOR',
        currency: 'NGN',
        sourceAccountNumber: FAKE_WALLET_ACCOUNT_NUMBER,
      },
    ])
    // The single-transfer answer carries no transactionReference; the summary's is kept later.
    expect(outcome).toEqual({ status: 'Paid', message: null, providerReference: null })
    expect(await gateway().status(request.reference)).toEqual({
      status: 'Paid',
      message: 'Transaction successful',
      providerReference: fake.transfers.controls.transfer(request.reference)!.transactionReference,
    })
  })

  it('reads PENDING as Processing, and the summary tells when the bank paid it', async () => {
    fake.transfers.settings.statusOnSend = 'PENDING'
    const monnify = gateway()
    const request = transfer()
    expect(await monnify.send(request)).toMatchObject({ status: 'Processing' })
    expect(await monnify.status(request.reference)).toMatchObject({ status: 'Processing' })

    fake.transfers.controls.setTransferStatus(request.reference, 'SUCCESS')
    expect(await monnify.status(request.reference)).toMatchObject({ status: 'Paid', providerReference: expect.stringMatching(/^MFDS/) })
    expect(fake.logins).toBe(1)
  })

  it('reads PENDING_AUTHORIZATION (transfer OTP on) as Processing, and says loudly that OTP must be off', async () => {
    const logged: string[] = []
    for (const method of ['log', 'info', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')))
    fake.transfers.settings.statusOnSend = 'PENDING_AUTHORIZATION'
    const request = transfer()
    expect(await gateway().send(request)).toMatchObject({ status: 'Processing' })
    expect(logged.some((line) => line.includes(request.reference) && /PENDING_AUTHORIZATION.*OTP off/.test(line))).toBe(true)
  })

  it.each([
    ['FAILED', 'Transaction failed'],
    ['EXPIRED', 'Transaction has expired'],
    ['OTP_EMAIL_DISPATCH_FAILED', 'OTP email could not be sent'],
  ])('reads %s as Failed with Monnify’s words', async (status, words) => {
    fake.transfers.settings.statusOnSend = status
    const request = transfer()
    await gateway().send(request)
    expect(await gateway().status(request.reference)).toMatchObject({ status: 'Failed', message: words })
  })

  it('reads a REVERSED transfer as Failed: the bank reversed it', async () => {
    const request = transfer()
    await gateway().send(request)
    fake.transfers.controls.setTransferStatus(request.reference, 'REVERSED')
    expect(await gateway().status(request.reference)).toMatchObject({ status: 'Failed', message: TRANSFER_REVERSED })
  })

  it('reads the reference it already has by its status instead of failing (a retry pays once)', async () => {
    fake.transfers.settings.statusOnSend = 'PENDING'
    const request = transfer()
    await gateway().send(request)
    fake.transfers.controls.setTransferStatus(request.reference, 'SUCCESS')

    const again = await gateway().send(request)
    expect(again).toMatchObject({ status: 'Paid', providerReference: expect.stringMatching(/^MFDS/) })
    expect(fake.transfers.controls.transferRequests).toHaveLength(2)
    expect(fake.requests.filter((r) => r.path.startsWith('/api/v2/disbursements/single/summary'))).toHaveLength(1)
  })

  it('is a final refusal when Monnify answers 200 with requestSuccessful false', async () => {
    fake.transfers.settings.refusal = { status: 200, message: 'Insufficient balance' }
    const error = await failure(gateway().send(transfer()))
    expect(error).toBeInstanceOf(TransferGatewayError)
    expect(error).toMatchObject({ isFinal: true, message: expect.stringContaining('Insufficient balance') })
  })

  it('is a final refusal when Monnify answers 400 with its words', async () => {
    fake.transfers.settings.refusal = { status: 400, message: 'Transfers are not enabled for this merchant' }
    expect(await failure(gateway().send(transfer()))).toMatchObject({ isFinal: true, message: expect.stringContaining('not enabled') })
  })

  it('is not final when Monnify answers 5xx: the payout asks again later', async () => {
    fake.transfers.settings.mode = 'error'
    const error = await failure(gateway().send(transfer()))
    expect(error).toBeInstanceOf(TransferGatewayError)
    expect(error).toMatchObject({ isFinal: false, message: expect.stringContaining('HTTP 500') })
  })

  it('is not final when Monnify cannot be reached', async () => {
    const unreachable = monnifyTransferGateway(new MonnifyClient({ baseUrl: 'http://127.0.0.1:9', apiKey: fake.apiKey, secretKey: fake.secretKey, contractCode: '1234567890' }))
    expect(await failure(unreachable.send(transfer()))).toMatchObject({ name: 'TransferGatewayError', isFinal: false })
  })

  it('refuses, final and before asking Monnify, when MONNIFY_WALLET_ACCOUNT_NUMBER is not set', async () => {
    delete process.env.MONNIFY_WALLET_ACCOUNT_NUMBER
    resetConfigForTests()
    expect(await failure(gateway().send(transfer()))).toMatchObject({ name: 'TransferGatewayError', isFinal: true, message: NO_WALLET })
    expect(fake.requests).toEqual([])
  })

  it('is refused by Monnify when sent from another wallet than the merchant’s', async () => {
    process.env.MONNIFY_WALLET_ACCOUNT_NUMBER = '1111111111'
    resetConfigForTests()
    expect(await failure(gateway().send(transfer()))).toMatchObject({ isFinal: true, message: expect.stringContaining('Invalid source account') })
  })
})

describe('a transfer’s status', () => {
  it('is unknown for a reference Monnify never received (404 "Transfer not found.")', async () => {
    expect(await gateway().status(`PO-${randomUUID()}`)).toBe('unknown')
  })

  it('is not final when Monnify answers 5xx', async () => {
    fake.transfers.settings.mode = 'error'
    expect(await failure(gateway().status(`PO-${randomUUID()}`))).toMatchObject({ name: 'TransferGatewayError', isFinal: false })
  })

  it('sends the reference URL-encoded in the query', async () => {
    const reference = `PO-${randomUUID()}|a b`
    await gateway().status(reference)
    expect(fake.requests.at(-1)!.path).toBe(`/api/v2/disbursements/single/summary?reference=${encodeURIComponent(reference).replaceAll('%20', '+')}`)
  })
})

describe('account validation and banks', () => {
  it('gives the bank’s name for the account, whoever claims it', async () => {
    fake.setAccount({ bankCode: '058', accountNumber: '0123456789', accountName: 'OKAFOR ADA CHIOMA' })
    expect(await gateway().accountName({ bankCode: '058', accountNumber: '0123456789' }, 'Someone Else')).toBe('OKAFOR ADA CHIOMA')
  })

  it('refuses an account Monnify does not find, final', async () => {
    const error = await failure(gateway().accountName({ bankCode: '058', accountNumber: '0000000001' }, 'Ada Okafor'))
    expect(error).toBeInstanceOf(TransferGatewayError)
    expect(error).toMatchObject({ isFinal: true, message: 'No account with that number was found at that bank.' })
  })

  it('is not final when Monnify cannot answer', async () => {
    fake.mode = 'error'
    expect(await failure(gateway().accountName({ bankCode: '058', accountNumber: '0123456789' }, 'Ada Okafor'))).toMatchObject({ name: 'TransferGatewayError', isFinal: false })
  })

  it('lists Monnify’s banks by name and code', async () => {
    expect(await gateway().banks()).toEqual([
      { name: 'Access bank', code: '044' },
      { name: 'Guaranty Trust Bank', code: '058' },
      { name: 'Kuda Microfinance Bank', code: '50211' },
      { name: 'Rolez Microfinance Bank', code: '50515' },
    ])
  })
})
