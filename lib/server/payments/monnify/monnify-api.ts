import 'server-only'
import { PaymentProviderError } from '../provider'

/*
 * The HTTP side of Monnify's API, shared by every call the client makes: the bearer token, a time
 * limit on each request, and one fresh login when Monnify answers 401.
 *   POST {base}/api/v1/auth/login with Basic base64(apiKey:secretKey) → responseBody { accessToken, expiresIn }
 * Every Monnify answer is wrapped as { requestSuccessful, responseMessage, responseCode, responseBody }
 * (responseCode comes as "0" or a number; nothing here reads it). docs/monnify-api.md lists the calls.
 */

export type MonnifyOptions = {
  baseUrl: string
  apiKey: string
  secretKey: string
  contractCode: string
  fetchImpl?: typeof fetch
  /** Per request; Monnify usually answers in well under a second. */
  timeoutMs?: number
  /** Clock for the token's expiry and the bank list's cache (tests move it forward). */
  now?: () => number
}

export type Envelope = { requestSuccessful?: unknown; responseMessage?: unknown; responseCode?: unknown; responseBody?: unknown }
export type MonnifyAnswer = { status: number; body: Envelope | null }

const DEFAULT_TIMEOUT_MS = 8_000
/** A token is renewed this long before Monnify's stated expiry, so a request never carries one that dies on the way. */
const EARLY_RENEWAL_MS = 60_000

type Token = { value: string; renewAt: number }

/** Monnify's own words, without anything of ours; '' when it gave none. */
export function answerMessage(answer: MonnifyAnswer): string {
  const message = answer.body?.responseMessage
  return typeof message === 'string' ? message.trim().slice(0, 200) : ''
}

/** A 200 whose envelope says it worked, with an object or list in responseBody. */
export function isSuccess(answer: MonnifyAnswer): answer is { status: 200; body: Envelope & { responseBody: object } } {
  return answer.status === 200 && answer.body?.requestSuccessful === true && typeof answer.body.responseBody === 'object' && answer.body.responseBody !== null
}

export class MonnifyApi {
  protected readonly options: Required<Omit<MonnifyOptions, 'fetchImpl'>> & { fetchImpl: typeof fetch }
  /*
   * The bearer token, kept in this process only. It is just a cache: losing it (a restart, another
   * serverless instance) costs one more login, and a token Monnify no longer accepts (401) is dropped
   * and replaced once. Concurrent calls share one login in flight.
   */
  #token: Token | null = null
  #login: Promise<string> | null = null

  constructor(options: MonnifyOptions) {
    this.options = {
      ...options,
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      fetchImpl: options.fetchImpl ?? fetch,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      now: options.now ?? Date.now,
    }
  }

  /**
   * One call with a bearer token. Monnify dropping the token before we expected (revoked, or its
   * clock differs) costs one more login and the same request again, once.
   */
  protected async call(method: 'GET' | 'POST', path: string, what: string, json?: Record<string, unknown>): Promise<MonnifyAnswer> {
    const first = await this.#send(method, path, `Bearer ${await this.#accessToken()}`, what, json)
    if (first.status !== 401) return first
    this.#token = null
    const second = await this.#send(method, path, `Bearer ${await this.#accessToken()}`, what, json)
    if (second.status === 401) throw new PaymentProviderError('Monnify refused a fresh access token')
    return second
  }

  async #accessToken(): Promise<string> {
    if (this.#token && this.options.now() < this.#token.renewAt) return this.#token.value
    this.#login ??= this.#logIn().finally(() => {
      this.#login = null
    })
    return this.#login
  }

  async #logIn(): Promise<string> {
    const { apiKey, secretKey } = this.options
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
    const renewAt = this.options.now() + lifetimeMs - Math.min(EARLY_RENEWAL_MS, lifetimeMs / 2)
    this.#token = { value: accessToken, renewAt }
    return accessToken
  }

  /** One request with a time limit. Network failures, timeouts, 5xx and unreadable bodies are PaymentProviderError; the caller reads the rest. */
  async #send(method: 'GET' | 'POST', path: string, authorization: string, what: string, json?: Record<string, unknown>): Promise<MonnifyAnswer> {
    let response: Response
    try {
      response = await this.options.fetchImpl(`${this.options.baseUrl}${path}`, {
        method,
        headers: { accept: 'application/json', authorization, ...(json ? { 'content-type': 'application/json' } : {}) },
        body: json ? JSON.stringify(json) : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs),
        cache: 'no-store',
      })
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      throw new PaymentProviderError(timedOut ? `Monnify did not answer within ${this.options.timeoutMs} ms while ${what}` : `Monnify could not be reached while ${what}`, { cause: error })
    }
    if (response.status >= 500) {
      await response.body?.cancel().catch(() => {})
      throw new PaymentProviderError(`Monnify answered HTTP ${response.status} while ${what}`)
    }
    try {
      const text = await response.text()
      return { status: response.status, body: text ? (JSON.parse(text) as Envelope) : null }
    } catch (error) {
      if (response.status >= 400) return { status: response.status, body: null }
      throw new PaymentProviderError(`Monnify's answer could not be read while ${what} (HTTP ${response.status})`, { cause: error })
    }
  }
}
