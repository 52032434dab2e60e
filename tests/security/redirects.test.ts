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

/**
 * Where the answer sends the browser: an HTTP redirect's Location, or, since the login pages stream,
 * the redirect Next writes into the page (a meta refresh and the router's NEXT_REDIRECT instruction).
 */
function redirectTargets(location: string | null, html: string): string[] {
  const targets = location ? [location] : []
  for (const match of html.matchAll(/http-equiv="refresh" content="\d+;url=([^"]*)"/g)) targets.push(match[1]!.replace(/&amp;/g, '&'))
  for (const match of html.matchAll(/NEXT_REDIRECT;(?:replace|push);([^;]*);/g)) targets.push(match[1]!)
  return targets
}

describe('login redirects stay on the site', () => {
  for (const page of ['/patient-login', '/user-login']) {
    it.each(SPELLINGS)(`${page}?redirect=%s sends a signed-in patient to a path of this site`, async (spelling) => {
      const patient = await freshPatient()
      const response = await fetch(`${BASE}${page}?redirect=${spelling}`, { headers: { cookie: patient.cookie }, redirect: 'manual' })
      const targets = redirectTargets(response.headers.get('location'), await response.text())
      expect(targets.length).toBeGreaterThan(0)
      for (const target of targets) {
        expect(target.startsWith('/') && !target.startsWith('//'), target).toBe(true)
        expect(new URL(target, BASE).origin).toBe(new URL(BASE).origin)
        expect(target).not.toMatch(/evil\.example/i)
      }
    })
  }
})
