import { randomBytes, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { lagosPaidOn } from './fake-monnify-events'
import { createRefundDesk, type Reply } from './fake-monnify-refunds'
import { createTransferDesk, type TransferDesk } from './fake-monnify-transfers'

export { refundEvent, signMonnifyWebhook, successfulTransactionEvent } from './fake-monnify-events'
export { disbursementEvent, FAKE_WALLET_ACCOUNT_NUMBER } from './fake-monnify-transfers'

/*
 * A local stand-in for Monnify's HTTP API, speaking the shapes of its published API definition
 * (docs/monnify-api.md), so the production client is exercised over real HTTP:
 *   POST /api/v1/auth/login                          Basic base64(apiKey:secretKey) → { accessToken, expiresIn }
 *   GET  /api/v2/merchant/transactions/query?paymentReference=…   Bearer token → the transaction
 *   GET  /api/v2/transactions/{transactionReference}              Bearer token → the same, by Monnify's reference
 *   the refund calls, account validation and the bank list (tests/support/fake-monnify-refunds.ts)
 *   the single transfer and its summary (tests/support/fake-monnify-transfers.ts)
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
  /** CARD (default), ACCOUNT_TRANSFER, USSD, PHONE_NUMBER. */
  paymentMethod?: string
}

export type FakeMonnifyMode = 'normal' | 'error' | 'hang'

export type FakeRequest = { method: string; path: string }

export type FakeMonnify = {
  baseUrl: string
  apiKey: string
  secretKey: string
  /** Counts of requests received (including refused ones). */
  readonly logins: number
  /** Transaction queries by paymentReference. */
  readonly queries: number
  /** Transaction queries by transactionReference (GET /api/v2/transactions/{ref}). */
  readonly lookups: number
  /** Method and path (with its query) of every request, in order. */
  readonly requests: FakeRequest[]
  /** Lifetime in seconds of the tokens issued from now on. */
  expiresIn: number
  /** 'error': every request answers 500; 'hang': requests are never answered. */
  mode: FakeMonnifyMode
  /** The same, for the refund calls only (initiate and status). */
  refundsMode: FakeMonnifyMode
  /** Stores a transaction; without a transactionReference it gets one, kept from now on. Returns it. */
  setTransaction(paymentReference: string, transaction: FakeTransaction): string
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
  /** Every initiate-refund body received, parsed, in order (refused, failed and unanswered ones too). */
  readonly refundRequests: Record<string, unknown>[]
  /** What a refund reports from now on: COMPLETED, FAILED… (also for one sent later with that reference). */
  setRefundOutcome(refundReference: string, refundStatus: string, comment?: string): void
  /** The refundStatus a new refund answers with; default PENDING (as Monnify's own mocks). */
  refundStatusOnInitiate: string
  /** Every initiate answers this refusal (refunds not enabled, say) until set back to null. */
  refuseRefunds: { status: number; message: string } | null
  /** A second initiate with a known refundReference: refused as a duplicate (default), or answered with the first refund. */
  duplicateRefunds: 'refuse' | 'same'
  /** The disbursement calls: `settings` (wallet, statusOnSend, refusal, mode) and `controls` (transferRequests, transfer, setTransferStatus). */
  readonly transfers: Pick<TransferDesk, 'settings' | 'controls'>
  /** An account the validation call knows. */
  setAccount(account: { bankCode: string; accountNumber: string; accountName: string }): void
  reset(): void
  close(): Promise<void>
}

type Options = { apiKey?: string; secretKey?: string; expiresIn?: number }


function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
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
  const transactions = new Map<string, FakeTransaction & { transactionReference: string }>()
  const initial = () => ({ logins: 0, queries: 0, lookups: 0, expiresIn: options.expiresIn ?? 3599, mode: 'normal' as FakeMonnifyMode, refundsMode: 'normal' as FakeMonnifyMode, rejectAllTokens: false, held: false })
  const state = initial()
  const waiting: (() => void)[] = []
  const requests: FakeRequest[] = []
  const byTransactionReference = (transactionReference: string) => [...transactions.entries()].find(([, t]) => t.transactionReference === transactionReference)
  const transferDesk = createTransferDesk()
  const desk = createRefundDesk((transactionReference) => byTransactionReference(transactionReference)?.[1], () => lagosPaidOn())

  const login = (request: IncomingMessage, response: ServerResponse) => {
    state.logins += 1
    const expected = `Basic ${Buffer.from(`${apiKey}:${secretKey}`).toString('base64')}`
    if (request.headers.authorization !== expected) return send(response, 401, failure('Full authentication is required to access this resource'))
    const accessToken = `fake.${randomUUID()}`
    tokens.set(accessToken, Date.now() + state.expiresIn * 1000)
    send(response, 200, success({ accessToken, expiresIn: state.expiresIn }))
  }

  /** Whether the request carries a live bearer token; answers 401 itself when not. */
  const authorised = (request: IncomingMessage, response: ServerResponse) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    const expiresAt = token ? tokens.get(token) : undefined
    if (!state.rejectAllTokens && expiresAt !== undefined && expiresAt > Date.now()) return true
    send(response, 401, { error: 'invalid_token', error_description: 'Invalid or expired access token' })
    return false
  }

  /** TransactionStatusResponse's responseBody (the definition's example, with the test's values). */
  const transactionBody = (paymentReference: string, transaction: FakeTransaction & { transactionReference: string }) => ({
    transactionReference: transaction.transactionReference,
    paymentReference: transaction.paymentReference ?? paymentReference,
    amountPaid: transaction.amountPaid,
    totalPayable: transaction.amountPaid,
    settlementAmount: transaction.amountPaid,
    paidOn: transaction.paidOn ?? lagosPaidOn(),
    paymentStatus: transaction.paymentStatus,
    paymentDescription: 'Therapy Payment',
    currency: transaction.currency ?? 'NGN',
    paymentMethod: transaction.paymentMethod ?? 'CARD',
    product: { type: 'WEB_SDK', reference: paymentReference },
    cardDetails: null,
    accountDetails: null,
    accountPayments: [],
    customer: { email: 'patient@example.test', name: 'Test Patient' },
    metaData: {},
  })

  const query = (response: ServerResponse, url: URL) => {
    const paymentReference = url.searchParams.get('paymentReference') ?? ''
    const transaction = transactions.get(paymentReference)
    if (!transaction) return send(response, 404, failure(`Could not find transaction with the specified paymentReference`))
    send(response, 200, success(transactionBody(paymentReference, transaction)))
  }

  const lookup = (response: ServerResponse, transactionReference: string) => {
    const found = byTransactionReference(transactionReference)
    if (!found) return send(response, 404, failure('Transaction not found.'))
    send(response, 200, success(transactionBody(...found)))
  }

  const reply = (response: ServerResponse, { status, body }: Reply) => send(response, status, body)

  const server = createServer((request, response) => {
    // Read the whole body first (it keeps keep-alive connections usable, and refunds are read from it).
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      if (state.held) return void waiting.push(() => answer(request, response, body))
      answer(request, response, body)
    })
  })
  const answer = (request: IncomingMessage, response: ServerResponse, rawBody: string) => {
    const url = new URL(request.url ?? '/', 'http://fake.monnify')
    requests.push({ method: request.method ?? '', path: `${url.pathname}${url.search}` })
    if (request.method === 'POST' && url.pathname === '/api/v1/refunds/initiate-refund') desk.receive(parseObject(rawBody))
    if (state.mode === 'hang') return
    if (state.mode === 'error') return send(response, 500, failure('An error occurred while processing your request'))
    const { pathname } = url
    if (request.method === 'POST' && pathname === '/api/v1/auth/login') return login(request, response)
    const transaction = /^\/api\/v2\/transactions\/([^/]+)$/.exec(pathname)
    const refund = /^\/api\/v1\/refunds\/([^/]+)$/.exec(pathname)
    // Counted even when refused, so tests see every attempt.
    if (pathname === '/api/v2/merchant/transactions/query') state.queries += 1
    if (transaction) state.lookups += 1
    if (!authorised(request, response)) return
    const isRefundCall = pathname.startsWith('/api/v1/refunds/')
    if (isRefundCall && state.refundsMode === 'hang') return
    if (isRefundCall && state.refundsMode === 'error') return send(response, 500, failure('An error occurred while processing your request'))
    if (request.method === 'GET' && pathname === '/api/v2/merchant/transactions/query') return query(response, url)
    if (request.method === 'GET' && transaction) return lookup(response, decodeURIComponent(transaction[1]!))
    if (request.method === 'POST' && pathname === '/api/v1/refunds/initiate-refund') return reply(response, desk.initiate(parseObject(rawBody)))
    if (request.method === 'GET' && refund) return reply(response, desk.status(decodeURIComponent(refund[1]!)))
    if (request.method === 'GET' && pathname === '/api/v1/disbursements/account/validate') return reply(response, desk.validateAccount(url))
    if (request.method === 'GET' && pathname === '/api/v1/banks') return reply(response, desk.banks())
    if (request.method === 'POST' && pathname === '/api/v2/disbursements/single') return reply(response, transferDesk.send(parseObject(rawBody)))
    if (request.method === 'GET' && pathname === '/api/v2/disbursements/single/summary') return reply(response, transferDesk.summary(url))
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
    get lookups() { return state.lookups },
    get requests() { return [...requests] },
    get expiresIn() { return state.expiresIn },
    set expiresIn(value) { state.expiresIn = value },
    get mode() { return state.mode },
    set mode(value) { state.mode = value },
    get rejectAllTokens() { return state.rejectAllTokens },
    set rejectAllTokens(value) { state.rejectAllTokens = value },
    get refundsMode() { return state.refundsMode },
    set refundsMode(value) { state.refundsMode = value },
    setTransaction(paymentReference, transaction) {
      const transactionReference = transaction.transactionReference ?? `MNFY|87|${Date.now()}|${randomBytes(3).toString('hex')}`
      transactions.set(paymentReference, { ...transaction, transactionReference })
      return transactionReference
    },
    clearTransactions: () => transactions.clear(),
    hold: () => void (state.held = true),
    release() {
      state.held = false
      for (const next of waiting.splice(0)) next()
    },
    get waiting() { return waiting.length },
    revokeTokens: () => tokens.clear(),
    get refundRequests() { return desk.controls.refundRequests },
    setRefundOutcome: desk.controls.setRefundOutcome,
    get refundStatusOnInitiate() { return desk.settings.initialStatus },
    set refundStatusOnInitiate(value) { desk.settings.initialStatus = value },
    get refuseRefunds() { return desk.settings.refusal },
    set refuseRefunds(value) { desk.settings.refusal = value },
    get duplicateRefunds() { return desk.settings.duplicate },
    set duplicateRefunds(value) { desk.settings.duplicate = value },
    setAccount: desk.controls.setAccount,
    transfers: { settings: transferDesk.settings, controls: transferDesk.controls },
    reset() {
      tokens.clear()
      transactions.clear()
      waiting.splice(0)
      requests.splice(0)
      desk.reset()
      transferDesk.reset()
      Object.assign(state, initial())
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
