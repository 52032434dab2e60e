import { describe, expect, it } from 'vitest'
import { givenName, navAccountFor } from '@/lib/account/nav-account'

describe('the header view of an account (spec 2.1)', () => {
  it('shows the Account link to visitors', () => {
    expect(navAccountFor(null)).toBeNull()
  })

  it('gives each role its dashboard link and profile paths', () => {
    const admin = navAccountFor({ _id: 'a', fullName: 'Ada Admin', role: 'Admin' })
    expect(admin?.roleLink).toEqual({ href: '/admin', label: 'ADMIN DASHBOARD' })
    expect(admin?.profile).toMatchObject({ label: 'Ada', barHref: '/patient-profile', drawerHref: '/user-profile' })
    expect(navAccountFor({ _id: 'm', fullName: 'Mo Manager', role: 'Manager' })?.roleLink).toEqual({ href: '/admin', label: 'DASHBOARD' })
    expect(navAccountFor({ _id: 't', fullName: 'Dr Tee', role: 'Therapist' })?.roleLink).toEqual({ href: '/therapist-dashboard', label: 'DASHBOARD' })
    const patient = navAccountFor({ _id: 'p', fullName: 'Chioma Eze', role: 'Patient' })
    expect(patient?.roleLink).toBeNull()
    expect(patient?.profile).toMatchObject({ label: 'Chioma', isName: true, barHref: '/patient-profile', drawerHref: '/patient-profile' })
  })

  it('shows no profile link without a full name', () => {
    expect(navAccountFor({ _id: 'p', fullName: '   ', role: 'Patient' })?.profile).toBeNull()
  })
})

describe('the first name on the profile link', () => {
  it('skips titles before the name', () => {
    expect(givenName('Dr. Adaeze Okafor')).toBe('Adaeze')
    expect(givenName('Prof Bayo Adeyemi')).toBe('Bayo')
    expect(givenName('Rev. Dr. Musa Ibrahim')).toBe('Musa')
    expect(givenName('  Mrs  Ngozi   Eze ')).toBe('Ngozi')
    expect(givenName('Chioma Eze')).toBe('Chioma')
    expect(givenName('Dr.')).toBe('Dr.')
    expect(navAccountFor({ _id: 't', fullName: 'Dr. Adaeze Okafor', role: 'Therapist' })?.profile).toMatchObject({ label: 'Adaeze', isName: true })
  })
})
