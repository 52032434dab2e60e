import type { ActionResult } from '@/lib/action-result'

/**
 * Gives or withdraws one of the caller's own consents through the consents API (POST
 * /api/v1/user/consents, DELETE /api/v1/user/consents/{kind}), answering as a server action does, so
 * the privacy centre's buttons share useRefreshingAction and the profile's withdraw dialog. The API
 * checks the session and the version; the privacy centre's page needs no actions of its own.
 */
export async function consentsRequest(change: { give: { kind: string; version: string } } | { withdraw: string }): Promise<ActionResult> {
  const response =
    'give' in change
      ? await fetch('/api/v1/user/consents', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(change.give) })
      : await fetch(`/api/v1/user/consents/${encodeURIComponent(change.withdraw)}`, { method: 'DELETE', credentials: 'same-origin' })
  const body = (await response.json().catch(() => ({}))) as { message?: string }
  if (!response.ok) return { ok: false, message: body.message ?? 'An unexpected error occurred.' }
  // The caller's button says what changed ("Marketing emails are on."), not the API's general words.
  return { ok: true }
}
