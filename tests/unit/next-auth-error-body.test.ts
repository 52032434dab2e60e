import { describe, expect, it } from 'vitest'
import { errorBodySchema } from '@/lib/api-contract/error-body'
import { UNSUPPORTED_AUTH_REQUEST, withErrorBody } from '@/lib/server/auth/next-auth-error-body'

// next-auth's own answers under /api/auth: its plain-text refusals take the API's one error body;
// everything its client reads passes untouched.
describe('withErrorBody', () => {
  it('turns a plain-text 400 into ErrorBody, keeping the status and the cookies', async () => {
    const headers = new Headers({ 'set-cookie': 'next-auth.csrf-token=abc; Path=/; HttpOnly' })
    const answer = await withErrorBody(new Response('Error: This action with HTTP GET is not supported by NextAuth.js', { status: 400, headers }))
    expect(answer.status).toBe(400)
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    const body = await answer.json()
    expect(body).toEqual({ message: UNSUPPORTED_AUTH_REQUEST })
    expect(errorBodySchema.safeParse(body).success).toBe(true)
    expect(answer.headers.getSetCookie()).toEqual(['next-auth.csrf-token=abc; Path=/; HttpOnly'])
  })

  it('turns a plain-text 500 into ErrorBody without its text', async () => {
    const answer = await withErrorBody(new Response('Error: Callback for provider type credentials not supported', { status: 500 }))
    expect(answer.status).toBe(500)
    expect(await answer.json()).toEqual({ message: 'An unexpected error occurred.' })
  })

  it("leaves next-auth's JSON answers, redirects and successes as they are", async () => {
    const refused = new Response(JSON.stringify({ url: 'http://localhost/api/auth/error?error=Wrong' }), { status: 401, headers: { 'content-type': 'application/json' } })
    expect(await withErrorBody(refused)).toBe(refused)
    const redirect = new Response(null, { status: 302, headers: { location: '/patient-login' } })
    expect(await withErrorBody(redirect)).toBe(redirect)
    const page = new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } })
    expect(await withErrorBody(page)).toBe(page)
  })
})
