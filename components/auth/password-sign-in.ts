// next-auth's credentials sign-in as next-auth/react's `signIn('credentials', { redirect: false })`
// performs it (4.24): ask for the CSRF token, post the credentials to the provider's callback with
// `json: true`, and read the error from the URL it answers with. next-auth/react itself is about
// 10 KB gzip in each of the login and sign-up pages' chunks, on a new visitor's way to a booking
// (issue 24, decision 050), and these two forms use nothing else of it.

const AUTH_PATH = '/api/auth'

export type PasswordSignIn = { ok: boolean; error: string | null }

export async function signInWithPassword(credentials: Record<string, string>): Promise<PasswordSignIn> {
  const { csrfToken } = (await (await fetch(`${AUTH_PATH}/csrf`)).json()) as { csrfToken: string }
  const response = await fetch(`${AUTH_PATH}/callback/credentials`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...credentials, csrfToken, callbackUrl: window.location.href, json: 'true' }),
  })
  const { url } = (await response.json()) as { url?: string }
  const error = url ? new URL(url, window.location.origin).searchParams.get('error') : 'CredentialsSignin'
  return { ok: response.ok && !error, error }
}
