'use client'

/** What an API call of the session screens answered: its data and message, or its failure. */
export type ApiAnswer<T> =
  | { ok: true; status: number; message: string | undefined; data: T }
  | { ok: false; status: number; message: string; errors: Record<string, string[]> }

export const UNEXPECTED_ERROR = 'An unexpected error occurred.'

/**
 * One call to the HTTP API (app/api/v1) with the session cookie: JSON in, `{ message, data }` or
 * `{ message, errors }` out. A failed call carries the server's message, or a generic one
 * when the network failed or the answer was not JSON.
 */
export async function callApi<T>(path: string, { method = 'GET', body }: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(`/api/v1/${path}`, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    })
    const answer = (await response.json().catch(() => ({}))) as { message?: string; data?: T; errors?: Record<string, string[]> }
    if (response.ok) return { ok: true, status: response.status, message: answer.message, data: answer.data as T }
    return { ok: false, status: response.status, message: answer.message ?? UNEXPECTED_ERROR, errors: answer.errors ?? {} }
  } catch {
    return { ok: false, status: 0, message: UNEXPECTED_ERROR, errors: {} }
  }
}
