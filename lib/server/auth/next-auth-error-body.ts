import 'server-only'
import { fail } from '../api/respond'
import { logWarn } from '../log'

export const UNSUPPORTED_AUTH_REQUEST = 'This sign-in request is not supported.'
const UNEXPECTED = 'An unexpected error occurred.'

/**
 * next-auth answers what it does not serve (an unknown action, a session update without its CSRF
 * token, a GET of the credentials callback) with plain text. Every error answer of the API has the one
 * JSON body, so such an answer becomes it, with the same status and cookies. Its JSON answers pass
 * as they are: the sign-in form's `{ url }` (also on a refused password, 401) is what next-auth's own
 * client reads.
 */
export async function withErrorBody(response: Response): Promise<Response> {
  if (response.status < 400 || (response.headers.get('content-type') ?? '').startsWith('application/json')) return response
  logWarn('next-auth refused a request', { status: response.status, answer: (await response.text()).slice(0, 200) })
  const answer = fail(response.status, response.status < 500 ? UNSUPPORTED_AUTH_REQUEST : UNEXPECTED)
  for (const cookie of response.headers.getSetCookie()) answer.headers.append('set-cookie', cookie)
  return answer
}
