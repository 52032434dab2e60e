import { encode } from 'next-auth/jwt'
import { describe, expect, it } from 'vitest'
import { bearerToken, decodeSessionToken, sessionCookieName } from '@/lib/session-cookie'

const SECRET = 'unit-test-secret-that-is-long-enough-0123456789'

describe('session tokens', () => {
  it('reads a token it issued', async () => {
    const token = await encode({ token: { sub: 'u1', role: 'Patient', fullName: 'Ada', sv: 2 }, secret: SECRET })
    expect(await decodeSessionToken(token, SECRET)).toEqual({ sub: 'u1', role: 'Patient', fullName: 'Ada', sv: 2 })
  })

  it('refuses tampered, foreign and expired tokens', async () => {
    const token = await encode({ token: { sub: 'u1', role: 'Patient', fullName: 'Ada', sv: 0 }, secret: SECRET })
    const tampered = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA')
    expect(await decodeSessionToken(tampered, SECRET)).toBeNull()
    expect(await decodeSessionToken(token, `${SECRET}-other`)).toBeNull()
    const expired = await encode({ token: { sub: 'u1', role: 'Patient', fullName: 'Ada', sv: 0 }, secret: SECRET, maxAge: -60 })
    expect(await decodeSessionToken(expired, SECRET)).toBeNull()
    expect(await decodeSessionToken('garbage', SECRET)).toBeNull()
  })

  it('refuses a token without a session version', async () => {
    const token = await encode({ token: { sub: 'u1', role: 'Patient' }, secret: SECRET })
    expect(await decodeSessionToken(token, SECRET)).toBeNull()
  })

  it('reads Bearer headers and names the cookie by scheme', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def')
    expect(bearerToken('Basic abc')).toBeNull()
    expect(sessionCookieName(true)).toBe('__Secure-alafia.session')
    expect(sessionCookieName(false)).toBe('alafia.session')
  })
})
