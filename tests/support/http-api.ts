// HTTP helpers for the system and security tests: the API as a client outside a browser uses it.
import { createOpenApiChecker, type Exchange } from './openapi-check'

export type Answer = { status: number; body: Record<string, unknown>; text: string; headers: Headers }

export async function call(base: string, method: string, apiPath: string, options: { token?: string; cookie?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.cookie) headers.cookie = options.cookie
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${base}${apiPath}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body), redirect: 'manual' })
  const text = await response.text()
  await assertMatchesDocument(base, { method, path: new URL(`${base}${apiPath}`).pathname, status: response.status, contentType: response.headers.get('content-type'), text, requestType: headers['content-type'], requestText: options.body === undefined ? undefined : JSON.stringify(options.body) })
  let body: Record<string, unknown> = {}
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {
    // a page or an empty answer
  }
  return { status: response.status, body, text, headers: response.headers }
}

const checkers = new Map<string, Promise<ReturnType<typeof createOpenApiChecker>>>()

/**
 * Every answer of the API is checked against the OpenAPI document the same server publishes: a route
 * that answers a status or a field its document does not describe fails the test that called it.
 */
async function assertMatchesDocument(base: string, exchange: Exchange) {
  if (!exchange.path.startsWith('/api/')) return
  let checker = checkers.get(base)
  if (!checker) {
    checker = fetch(`${base}/api/v1/openapi.json`).then(async (response) => createOpenApiChecker((await response.json()) as Record<string, unknown>))
    checkers.set(base, checker)
  }
  const problems = (await checker).problems(exchange)
  if (problems.length > 0) throw new Error(`The answer does not match /api/v1/openapi.json:\n${problems.join('\n')}`)
}

export type Session = { token: string; cookie: string }

/** Signs in through the API: the Bearer token and the session cookie it sets. */
export async function logIn(base: string, email: string, password: string, portal: 'patient' | 'therapist' = 'patient'): Promise<Session> {
  const response = await fetch(`${base}/api/v1/${portal}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, thePassword: password }),
  })
  const body = (await response.json()) as { token?: string; message?: string }
  if (response.status !== 200 || !body.token) throw new Error(`login of ${email} failed: ${response.status} ${body.message}`)
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
  return { token: body.token, cookie }
}

export type Slot = { therapistId: string; appointmentDate: string; slot_start: string; slot_end: string }

/** The whole booking a client drives with the sandbox provider: hold, pay, confirm. */
export async function bookWithSandbox(base: string, token: string, slot: Slot): Promise<{ ok: boolean; status: number; paymentReference?: string }> {
  const hold = await call(base, 'POST', '/api/v1/patient/hold-appointment', { token, body: slot })
  if (hold.status !== 201) return { ok: false, status: hold.status }
  const paymentReference = (hold.body.data as { paymentReference: string }).paymentReference
  const pay = await call(base, 'POST', '/api/v1/payments/sandbox/complete', { token, body: { paymentReference, outcome: 'PAID' } })
  if (pay.status !== 200) return { ok: false, status: pay.status, paymentReference }
  const confirm = await call(base, 'POST', '/api/v1/patient/confirm-payment', { token, body: { paymentReference } })
  return { ok: confirm.status === 200, status: confirm.status, paymentReference }
}

/** Lagos calendar date `days` from today, YYYY-MM-DD. */
export const lagosDate = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date(Date.now() + days * 86_400_000))
export const hhmm = (hour: number) => `${String(hour).padStart(2, '0')}:00`
