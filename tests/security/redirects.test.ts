// No open redirect: the login pages send a signed-in person to the ?redirect path only when it stays
// on this site, decided on the path the browser would really follow (dot segments resolved).
import { describe, expect, it } from 'vitest'
import { BASE, freshPatient } from './support/target'

const SPELLINGS = [
  '%2F..%2F%2Fevil.example%2Fx',
  '/..//evil.example/x',
  '/a/..//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E%2F%2Fevil.example',
  '/.%2e//evil.example',
  '%5Cevil.example',
  '/%5Cevil.example',
  '/..%5C%5Cevil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '//evil.example',
  'https://evil.example/',
  '/\\evil.example',
]

describe('login redirects stay on the site', () => {
  for (const page of ['/patient-login', '/user-login']) {
    it.each(SPELLINGS)(`${page}?redirect=%s sends a signed-in patient to a path of this site`, async (spelling) => {
      const patient = await freshPatient()
      const response = await fetch(`${BASE}${page}?redirect=${spelling}`, { headers: { cookie: patient.cookie }, redirect: 'manual' })
      expect([303, 307, 308]).toContain(response.status)
      const location = response.headers.get('location') ?? ''
      const target = new URL(location, BASE)
      expect(target.origin).toBe(new URL(BASE).origin)
      expect(location.startsWith('//')).toBe(false)
      expect(location).not.toMatch(/evil\.example/i)
    })
  }
})
