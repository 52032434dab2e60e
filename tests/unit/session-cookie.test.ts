import { SignJWT, decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { bearerToken, decodeSessionToken, encodeSessionToken, sessionCookieName } from '@/lib/session-cookie'

const SECRET = 'unit-test-secret-that-is-long-enough-0123456789'
const SID = '6f1d7c1e-2a4b-4c1d-9e8f-0a1b2c3d4e5f'
const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400
const CLAIMS = { sub: 'u1', role: 'Patient', fullName: 'Ada', sv: 2, sid: SID, aexp: inDays(30) } as const

describe('session tokens', () => {
  it('reads a token it issued', async () => {
    const token = await encodeSessionToken(CLAIMS, SECRET)
    expect(await decodeSessionToken(token, SECRET)).toEqual(CLAIMS)
  })

  it('carries the user under user._doc, readable by its holder (spec 7)', async () => {
    const payload = decodeJwt(await encodeSessionToken(CLAIMS, SECRET))
    expect(payload.user).toEqual({ _doc: { _id: 'u1', fullName: 'Ada', role: 'Patient' } })
    expect(payload.exp! - payload.iat!).toBe(7 * 24 * 60 * 60)
  })

  it('refuses tampered, foreign and expired tokens', async () => {
    const token = await encodeSessionToken(CLAIMS, SECRET)
    const [header, payload, signature] = token.split('.')
    const promoted = Buffer.from(JSON.stringify({ ...decodeJwt(token), role: 'Admin' })).toString('base64url')
    expect(await decodeSessionToken(`${header}.${promoted}.${signature}`, SECRET)).toBeNull()
    expect(await decodeSessionToken(`${header}.${payload}.${signature!.slice(0, -4)}AAAA`, SECRET)).toBeNull()
    expect(await decodeSessionToken(token, `${SECRET}-other`)).toBeNull()
    expect(await decodeSessionToken(await encodeSessionToken(CLAIMS, SECRET, -60), SECRET)).toBeNull()
    expect(await decodeSessionToken('garbage', SECRET)).toBeNull()
  })

  it('never lets renewal pass the sign-in’s absolute end, and refuses a token past it or naming no sign-in', async () => {
    const ending = { ...CLAIMS, aexp: inDays(2) }
    const payload = decodeJwt(await encodeSessionToken(ending, SECRET))
    expect(payload.exp).toBe(ending.aexp)
    expect(await decodeSessionToken(await encodeSessionToken({ ...CLAIMS, aexp: inDays(-1) }, SECRET), SECRET)).toBeNull()
    const key = new TextEncoder().encode(SECRET)
    const noSession = await new SignJWT({ role: 'Patient', sv: 2, aexp: inDays(30) }).setProtectedHeader({ alg: 'HS256' }).setSubject('u1').setExpirationTime('1h').sign(key)
    expect(await decodeSessionToken(noSession, SECRET)).toBeNull()
    const lyingExpiry = await new SignJWT({ role: 'Patient', sv: 2, sid: SID, aexp: inDays(-1) }).setProtectedHeader({ alg: 'HS256' }).setSubject('u1').setExpirationTime('1h').sign(key)
    expect(await decodeSessionToken(lyingExpiry, SECRET)).toBeNull()
  })

  it('refuses unsigned tokens and unknown roles', async () => {
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...CLAIMS, role: 'Admin' })).toString('base64url')}.`
    expect(await decodeSessionToken(unsigned, SECRET)).toBeNull()
    const key = new TextEncoder().encode(SECRET)
    const badRole = await new SignJWT({ role: 'Root', sv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject('u1').setExpirationTime('1h').sign(key)
    expect(await decodeSessionToken(badRole, SECRET)).toBeNull()
    const noVersion = await new SignJWT({ role: 'Patient' }).setProtectedHeader({ alg: 'HS256' }).setSubject('u1').setExpirationTime('1h').sign(key)
    expect(await decodeSessionToken(noVersion, SECRET)).toBeNull()
  })

  it('reads Bearer headers and names the cookie by scheme', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def')
    expect(bearerToken('Basic abc')).toBeNull()
    expect(sessionCookieName(true)).toBe('__Secure-alafia.session')
    expect(sessionCookieName(false)).toBe('alafia.session')
  })
})
