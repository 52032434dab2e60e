import { describe, expect, it } from 'vitest'
import { decideAccess, landingAfterSignIn, rolesForPath, safeRedirectPath } from '@/lib/route-access'

describe('route access (spec 2.9)', () => {
  it('lets everyone open public pages', () => {
    for (const path of ['/', '/about-page', '/therapists', '/one-therapist/abc', '/our-blog', '/reset-Password', '/unknown-page'])
      expect(decideAccess(path, '', null)).toEqual({ kind: 'allow' })
  })

  it('sends visitors to the login page with the way back', () => {
    expect(decideAccess('/patient-profile', '?tab=1', null)).toEqual({ kind: 'login', to: '/patient-login?redirect=%2Fpatient-profile%3Ftab%3D1' })
    expect(decideAccess('/admin/therapist/1', '', null).kind).toBe('login')
  })

  it('sends a wrong role to /unauthorized', () => {
    expect(decideAccess('/admin', '', 'Patient')).toEqual({ kind: 'unauthorized', to: '/unauthorized' })
    expect(decideAccess('/therapist-dashboard/availability', '', 'Admin').kind).toBe('unauthorized')
    expect(decideAccess('/patient-profile', '', 'Therapist').kind).toBe('unauthorized')
  })

  it('allows the roles of the table', () => {
    expect(decideAccess('/patient-profile', '', 'Patient').kind).toBe('allow')
    expect(decideAccess('/patient-profile', '', 'Admin').kind).toBe('allow')
    expect(decideAccess('/patient-profile', '', 'Manager').kind).toBe('allow')
    expect(decideAccess('/confirm-appointment', '', 'Manager').kind).toBe('unauthorized')
    expect(decideAccess('/admin', '', 'Admin').kind).toBe('allow')
    expect(decideAccess('/admin', '', 'Manager').kind).toBe('allow')
    expect(decideAccess('/therapist-dashboard', '', 'Therapist').kind).toBe('allow')
    expect(decideAccess('/payment-successful', '', 'Therapist').kind).toBe('allow')
  })

  it('matches whole path segments only', () => {
    expect(rolesForPath('/administrator')).toBeNull()
    expect(rolesForPath('/admin/all-blog-post')).not.toBeNull()
  })
})

describe('safeRedirectPath', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirectPath('/blog-post-detail/1?x=2#c')).toBe('/blog-post-detail/1?x=2#c')
  })

  it('refuses other origins and odd forms', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', null, undefined])
      expect(safeRedirectPath(bad)).toBe('/')
  })

  it('decides on the path the browser would really follow (dot segments, encodings, backslashes)', () => {
    const spellings = [
      '/..//evil.example/x',
      decodeURIComponent('%2F..%2F%2Fevil.example%2Fx'),
      '/a/..//evil.example',
      '/a/b/../..//evil.example',
      '/%2e%2e//evil.example',
      '/%2E%2E//evil.example',
      '/.%2e//evil.example',
      '/./..//evil.example',
      '/\\evil.example',
      '/..\\evil.example',
      '/\\/evil.example',
      '/x/..\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/%09/..//evil.example',
      '/\u0000//evil.example',
    ]
    for (const bad of spellings) expect(safeRedirectPath(bad), JSON.stringify(bad)).toBe('/')
    // Dot segments that stay on the site resolve to the path they mean.
    expect(safeRedirectPath('/a/../patient-profile')).toBe('/patient-profile')
    expect(safeRedirectPath('/%2F/evil.example')).toBe('/%2F/evil.example')
  })
})

describe('where a person lands after signing in', () => {
  it('sends each role home when no page asked', () => {
    expect(landingAfterSignIn('Patient', null)).toBe('/')
    expect(landingAfterSignIn('Therapist', null)).toBe('/therapist-dashboard')
    expect(landingAfterSignIn('Admin', null)).toBe('/admin')
    expect(landingAfterSignIn('Manager', null)).toBe('/admin')
  })

  it('goes back to the page that asked when the role may open it, home otherwise', () => {
    expect(landingAfterSignIn('Patient', '/blog-post-detail/1?x=1#c')).toBe('/blog-post-detail/1?x=1#c')
    expect(landingAfterSignIn('Admin', '/admin/audit-log?page=2')).toBe('/admin/audit-log?page=2')
    expect(landingAfterSignIn('Therapist', '/patient-profile')).toBe('/therapist-dashboard')
    expect(landingAfterSignIn('Patient', '/admin')).toBe('/')
    expect(landingAfterSignIn('Manager', '/reschedule-appointment/1')).toBe('/admin')
  })

  it('sends the messaging shortcut straight to each role’s threads', () => {
    expect(landingAfterSignIn('Patient', '/messages')).toBe('/patient-profile#messages')
    expect(landingAfterSignIn('Therapist', '/messages')).toBe('/therapist-dashboard/messages')
    expect(landingAfterSignIn('Admin', '/messages')).toBe('/admin')
    expect(landingAfterSignIn('Manager', '/messages?x=1')).toBe('/admin')
  })
})
