import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/*
 * A local stand-in for Monnify's HTTP API, speaking its documented shapes
 * (https://developers.monnify.com/api), so the production client is exercised over real HTTP:
 *   POST /api/v1/auth/login                          Basic base64(apiKey:secretKey) → { accessToken, expiresIn }
 *   GET  /api/v2/merchant/transactions/query?paymentReference=…   Bearer token → the transaction
 * Every answer is wrapped as { requestSuccessful, responseMessage, responseCode, responseBody }.
 * Tests set each reference's state, count the calls, revoke tokens, or make it fail or hang.
 */

export type FakeTransaction = {
  paymentStatus: string
  /** Naira, as Monnify writes it: "20000.00" (v2) or a number. */
  amountPaid: string | number
  currency?: string
  transactionReference?: string
  /** Default "dd/MM/yyyy hh:mm:ss AM" of now in Lagos, as Monnify's v2 answer writes it. */
  paidOn?: string
  /** The reference Monnify reports back; default the one asked about. */
  paymentReference?: string
}

export type FakeMonnifyMode = 'normal' | 'error' | 'hang'

export type FakeMonnify = {
  baseUrl: string
  apiKey: string
  secretKey: string
  /** Counts of requests received (including refused ones). */
  readonly logins: number
  readonly queries: number
  /** Lifetime in seconds of the tokens issued from now on. */
  expiresIn: number
  /** 'error': every request answers 500; 'hang': requests are never answered. */
  mode: FakeMonnifyMode
  setTransaction(paymentReference: string, transaction: FakeTransaction): void
  clearTransactions(): void
  /** Forgets every issued token, as Monnify does when one expires: the next query answers 401. */
  revokeTokens(): void
  /** Every query answers 401, whatever the token (credentials revoked mid-flight). */
  rejectAllTokens: boolean
  /** From now on requests wait, unanswered, until release() (a provider slow at the worst moment). */
  hold(): void
  /** Answers every waiting request, in order, and stops holding. */
  release(): void
  /** Requests waiting for release(). */
  readonly waiting: number
  reset(): void
  close(): Promise<void>
}

type Options = { apiKey?: string; secretKey?: string; expiresIn?: number }

function lagosPaidOn(now = new Date()): string {
  const lagos = new Date(now.getTime() + 3_600_000)
  const two = (n: number) => String(n).padStart(2, '0')
  const hours = lagos.getUTCHours()
  return `${two(lagos.getUTCDate())}/${two(lagos.getUTCMonth() + 1)}/${lagos.getUTCFullYear()} ${two(hours % 12 || 12)}:${two(lagos.getUTCMinutes())}:${two(lagos.getUTCSeconds())} ${hours < 12 ? 'AM' : 'PM'}`
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

const failure = (responseMessage: string, responseCode = '99') => ({ requestSuccessful: false, responseMessage, responseCode })
const success = (responseBody: unknown) => ({ requestSuccessful: true, responseMessage: 'success', responseCode: '0', responseBody })

export async function startFakeMonnify(options: Options = {}): Promise<FakeMonnify> {
  const apiKey = options.apiKey ?? `MK_TEST_${randomBytes(5).toString('hex').toUpperCase()}`
  const secretKey = options.secretKey ?? randomBytes(16).toString('hex').toUpperCase()
  const tokens = new Map<string, number>()
  const transactions = new Map<string, FakeTransaction>()
  const state = { logins: 0, queries: 0, expiresIn: options.expiresIn ?? 3599, mode: 'normal' as FakeMonnifyMode, rejectAllTokens: false, held: false }
  const waiting: (() => void)[] = []

  const login = (request: IncomingMessage, response: ServerResponse) => {
    state.logins += 1
    const expected = `Basic ${Buffer.from(`${apiKey}:${secretKey}`).toString('base64')}`
    if (request.headers.authorization !== expected) return send(response, 401, failure('Full authentication is required to access this resource'))
    const accessToken = `fake.${randomUUID()}`
    tokens.set(accessToken, Date.now() + state.expiresIn * 1000)
    send(response, 200, success({ accessToken, expiresIn: state.expiresIn }))
  }

  const query = (request: IncomingMessage, response: ServerResponse, url: URL) => {
    state.queries += 1
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    const expiresAt = token ? tokens.get(token) : undefined
    if (state.rejectAllTokens || expiresAt === undefined || expiresAt <= Date.now())
      return send(response, 401, { error: 'invalid_token', error_description: 'Invalid or expired access token' })
    const paymentReference = url.searchParams.get('paymentReference') ?? ''
    const transaction = transactions.get(paymentReference)
    if (!transaction) return send(response, 404, failure(`Could not find transaction with the specified paymentReference`))
    const amountPaid = transaction.amountPaid
    send(response, 200, success({
      transactionReference: transaction.transactionReference ?? `MNFY|87|${Date.now()}|${randomBytes(3).toString('hex')}`,
      paymentReference: transaction.paymentReference ?? paymentReference,
      amountPaid,
      totalPayable: amountPaid,
      settlementAmount: amountPaid,
      paidOn: transaction.paidOn ?? lagosPaidOn(),
      paymentStatus: transaction.paymentStatus,
      paymentDescription: 'Therapy Payment',
      currency: transaction.currency ?? 'NGN',
      paymentMethod: 'CARD',
      product: { type: 'WEB_SDK', reference: paymentReference },
      cardDetails: null,
      accountDetails: null,
      accountPayments: [],
      customer: { email: 'patient@example.test', name: 'Test Patient' },
      metaData: {},
    }))
  }

  const server = createServer((request, response) => {
    // Drain the body first so keep-alive connections stay usable.
    request.resume()
    request.on('end', () => {
      if (state.held) return void waiting.push(() => answer(request, response))
      answer(request, response)
    })
  })
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    if (state.mode === 'hang') return
    if (state.mode === 'error') return send(response, 500, failure('An error occurred while processing your request'))
    const url = new URL(request.url ?? '/', 'http://fake.monnify')
    if (request.method === 'POST' && url.pathname === '/api/v1/auth/login') return login(request, response)
    if (request.method === 'GET' && url.pathname === '/api/v2/merchant/transactions/query') return query(request, response, url)
    send(response, 404, failure('Not found'))
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    secretKey,
    get logins() { return state.logins },
    get queries() { return state.queries },
    get expiresIn() { return state.expiresIn },
    set expiresIn(value) { state.expiresIn = value },
    get mode() { return state.mode },
    set mode(value) { state.mode = value },
    get rejectAllTokens() { return state.rejectAllTokens },
    set rejectAllTokens(value) { state.rejectAllTokens = value },
    setTransaction: (paymentReference, transaction) => void transactions.set(paymentReference, transaction),
    clearTransactions: () => transactions.clear(),
    hold: () => void (state.held = true),
    release() {
      state.held = false
      for (const next of waiting.splice(0)) next()
    },
    get waiting() { return waiting.length },
    revokeTokens: () => tokens.clear(),
    reset() {
      tokens.clear()
      transactions.clear()
      waiting.splice(0)
      Object.assign(state, { logins: 0, queries: 0, expiresIn: options.expiresIn ?? 3599, mode: 'normal', rejectAllTokens: false, held: false })
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests would keep close() waiting for ever.
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The settings that point a server at this fake (all three keys, as production would set them). */
export function monnifySettings(fake: FakeMonnify): Record<string, string> {
  return { MONNIFY_API_KEY: fake.apiKey, MONNIFY_SECRET_KEY: fake.secretKey, MONNIFY_CONTRACT_CODE: '1234567890', MONNIFY_BASE_URL: fake.baseUrl }
}

/** The monnify-signature Monnify sends: HMAC-SHA512 of the raw body keyed with the secret key, hex. */
export function signMonnifyWebhook(rawBody: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody, 'utf8').digest('hex')
}

/** A SUCCESSFUL_TRANSACTION notification body in Monnify's documented shape, as the raw JSON text it posts. */
export function successfulTransactionEvent(fields: { paymentReference: string; amountPaid: number; transactionReference?: string; paymentStatus?: string; currency?: string }): string {
  return JSON.stringify({
    eventType: 'SUCCESSFUL_TRANSACTION',
    eventData: {
      product: { type: 'WEB_SDK', reference: fields.paymentReference },
      transactionReference: fields.transactionReference ?? `MNFY|87|${Date.now()}|000001`,
      paymentReference: fields.paymentReference,
      paidOn: '2031-04-07 10:18:55.0',
      paymentDescription: 'Therapy Payment',
      metaData: {},
      paymentSourceInformation: [],
      destinationAccountInformation: {},
      amountPaid: fields.amountPaid,
      totalPayable: fields.amountPaid,
      cardDetails: {},
      paymentMethod: 'CARD',
      currency: fields.currency ?? 'NGN',
      settlementAmount: fields.amountPaid,
      paymentStatus: fields.paymentStatus ?? 'PAID',
      customer: { name: 'Test Patient', email: 'patient@example.test' },
    },
  })
}
