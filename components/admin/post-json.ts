// How the admin area's dialogs call the HTTP API: a JSON POST with the session cookie,
// read back as the API answers ({ message, data } or { message, errors }). Browser-only.

export type ApiAnswer<D = unknown> = { ok: boolean; status: number; message: string | null; errors: Record<string, string[]>; data: D | null }

export async function postJson<D = unknown>(path: string, body: unknown): Promise<ApiAnswer<D>> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  })
  const answer = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]>; data?: D }
  return { ok: response.ok, status: response.status, message: answer.message ?? null, errors: answer.errors ?? {}, data: answer.data ?? null }
}
