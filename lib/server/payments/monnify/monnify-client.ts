import 'server-only'
import { config } from '../../config'
import { PaymentProviderError, type PaymentVerifier, type ProviderTransaction } from '../provider'
import { notFoundTransaction, toProviderTransaction, type MonnifyTransactionBody } from './monnify-transaction'

/*
 * Asks Monnify whether a payment reference was paid (issue 5, point 5). Two documented calls:
 *   POST {base}/api/v1/auth/login with Basic base64(apiKey:secretKey) → responseBody { accessToken, expiresIn }
 *   GET  {base}/api/v2/merchant/transactions/query?paymentReference=… with Bearer accessToken
 * https://developers.monnify.com/api (Authentication; Get transaction status). Every Monnify answer
 * is wrapped as { requestSuccessful, responseMessage, responseCode, responseBody }.
 */

export type MonnifyOptions = {
  baseUrl: string
  apiKey: string
  secretKey: string
  contractCode: string
  fetchImpl?: typeof fetch
  /** Per request; Monnify usually answers in well under a second. */
  timeoutMs?: number
  /** Clock for the token's expiry (tests move it forward). */
  now?: () => number
}

const DEFAULT_TIMEOUT_MS = 8_000
/** A token is renewed this long before Monnify's stated expiry, so a request never carries one that dies on the way. */
const EARLY_RENEWAL_MS = 60_000

type Token = { value: string; renewAt: number }
type Envelope = { requestSuccessful?: unknown; responseMessage?: unknown; responseBody?: unknown }

/** Monnify's own words for a reference it never saw (it answers 404, or 200/400 with requestSuccessful false). */
const NOT_FOUND_MESSAGE = /could not find|not found|does not exist|no transaction/i

export class MonnifyClient implements PaymentVerifier {
  readonly provider = 'Monnify' as const
  readonly #options: Required<Omit<MonnifyOptions, 'fetchImpl'>> & { fetchImpl: typeof fetch }
  /*
   * The bearer token, kept in this process only. It is just a cache: losing it (a restart, another
   * serverless instance) costs one more login, and a token Monnify no longer accepts (401) is dropped
   * and replaced once. Concurrent verifications share one login in flight.
   */
  #token: Token | null = null
  #login: Promise<string> | null = null

  constructor(options: MonnifyOptions) {
    this.#options = {
      ...options,
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      fetchImpl: options.fetchImpl ?? fetch,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      now: options.now ?? Date.now,
    }
  }

  async verify(paymentReference: string): Promise<ProviderTransaction> {
    const first = await this.#query(paymentReference, await this.#accessToken())
    if (first.status !== 401) return this.#read(first, paymentReference)
    // Monnify dropped the token before we expected (revoked, or its clock differs): log in again, once.
    this.#token = null
    const second = await this.#query(paymentReference, await this.#accessToken())
    if (second.status === 401) throw new PaymentProviderError('Monnify refused a fresh access token')
    return this.#read(second, paymentReference)
  }

  async #accessToken(): Promise<string> {
    if (this.#token && this.#options.now() < this.#token.renewAt) return this.#token.value
    this.#login ??= this.#logIn().finally(() => {
      this.#login = null
    })
    return this.#login
  }

  async #logIn(): Promise<string> {
    const { apiKey, secretKey } = this.#options
    const basic = Buffer.from(`${apiKey}:${secretKey}`).toString('base64')
    const answer = await this.#send('POST', '/api/v1/auth/login', `Basic ${basic}`, 'logging in')
    if (answer.status === 401 || answer.status === 403) throw new PaymentProviderError(`Monnify refused the API key and secret key (HTTP ${answer.status})`)
    if (answer.status !== 200 || answer.body?.requestSuccessful !== true) throw new PaymentProviderError(`Monnify login failed (HTTP ${answer.status})`)
    const body = answer.body.responseBody as { accessToken?: unknown; expiresIn?: unknown } | null | undefined
    const accessToken = typeof body?.accessToken === 'string' && body.accessToken ? body.accessToken : null
    const expiresIn = typeof body?.expiresIn === 'number' && body.expiresIn > 0 ? body.expiresIn : null
    if (!accessToken || !expiresIn) throw new PaymentProviderError('Monnify login answered without an access token')
    const lifetimeMs = expiresIn * 1000
    // Short-lived tokens are renewed halfway through instead of a minute early.
    const renewAt = this.#options.now() + lifetimeMs - Math.min(EARLY_RENEWAL_MS, lifetimeMs / 2)
    this.#token = { value: accessToken, renewAt }
    return accessToken
  }

  #query(paymentReference: string, token: string) {
    const path = `/api/v2/merchant/transactions/query?paymentReference=${encodeURIComponent(paymentReference)}`
    return this.#send('GET', path, `Bearer ${token}`, 'querying a transaction')
  }

  #read(answer: { status: number; body: Envelope | null }, paymentReference: string): ProviderTransaction {
    const { status, body } = answer
    const message = typeof body?.responseMessage === 'string' ? body.responseMessage : ''
    if (status === 404 || (body?.requestSuccessful === false && NOT_FOUND_MESSAGE.test(message) && status < 500))
      return notFoundTransaction(paymentReference)
    if (status !== 200 || body?.requestSuccessful !== true || typeof body.responseBody !== 'object' || body.responseBody === null)
      throw new PaymentProviderError(`Monnify could not answer the transaction query (HTTP ${status})`)
    return toProviderTransaction(body.responseBody as MonnifyTransactionBody)
  }

  /** One request with a time limit. Network failures, timeouts, 5xx and unreadable bodies are PaymentProviderError; the caller reads the rest. */
  async #send(method: 'GET' | 'POST', path: string, authorization: string, what: string): Promise<{ status: number; body: Envelope | null }> {
    let response: Response
    try {
      response = await this.#options.fetchImpl(`${this.#options.baseUrl}${path}`, {
        method,
        headers: { accept: 'application/json', authorization },
        signal: AbortSignal.timeout(this.#options.timeoutMs),
        cache: 'no-store',
      })
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      throw new PaymentProviderError(timedOut ? `Monnify did not answer within ${this.#options.timeoutMs} ms while ${what}` : `Monnify could not be reached while ${what}`, { cause: error })
    }
    if (response.status >= 500) {
      await response.body?.cancel().catch(() => {})
      throw new PaymentProviderError(`Monnify answered HTTP ${response.status} while ${what}`)
    }
    try {
      const text = await response.text()
      return { status: response.status, body: text ? (JSON.parse(text) as Envelope) : null }
    } catch (error) {
      if (response.status === 401 || response.status === 404) return { status: response.status, body: null }
      throw new PaymentProviderError(`Monnify's answer could not be read while ${what} (HTTP ${response.status})`, { cause: error })
    }
  }
}

let memo: { key: string; client: MonnifyClient } | undefined

/**
 * The client for the configured Monnify account. One per settings, so its token cache is shared by
 * every request this process serves; tests that change MONNIFY_* (and reset the config) get a new one.
 */
export function monnifyClient(): MonnifyClient {
  const { MONNIFY_BASE_URL: baseUrl, MONNIFY_API_KEY: apiKey, MONNIFY_SECRET_KEY: secretKey, MONNIFY_CONTRACT_CODE: contractCode } = config()
  if (!apiKey || !secretKey || !contractCode) throw new Error('Monnify is not configured: set MONNIFY_API_KEY, MONNIFY_SECRET_KEY and MONNIFY_CONTRACT_CODE')
  const key = JSON.stringify([baseUrl, apiKey, secretKey, contractCode])
  if (memo?.key !== key) memo = { key, client: new MonnifyClient({ baseUrl, apiKey, secretKey, contractCode }) }
  return memo.client
}
