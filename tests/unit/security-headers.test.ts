import { describe, expect, it } from 'vitest'
import { baselineHeaders, contentSecurityPolicy, contentSecurityPolicyFromEnv, strictTransportSecurity } from '@/lib/security-headers'

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? null
const OFFLINE = { monnify: false, uploadthing: false, development: false, https: false }

describe('Content-Security-Policy', () => {
  it('allows only this site by default, and never plugins, <base> hijacking or being framed', () => {
    const policy = contentSecurityPolicy(OFFLINE)
    expect(directive(policy, 'default-src')).toBe("default-src 'self'")
    expect(directive(policy, 'object-src')).toBe("object-src 'none'")
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'")
    expect(directive(policy, 'form-action')).toBe("form-action 'self'")
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(directive(policy, 'frame-src')).toBe("frame-src 'none'")
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'")
    expect(policy).not.toContain('monnify')
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).not.toContain('upgrade-insecure-requests')
  })

  it("allows Monnify's checkout only when Monnify is configured", () => {
    const policy = contentSecurityPolicy({ ...OFFLINE, monnify: true })
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline' https://sdk.monnify.com")
    expect(directive(policy, 'frame-src')).toBe('frame-src https://*.monnify.com')
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://*.monnify.com")
  })

  it("allows uploadthing's image host only when uploadthing stores the files", () => {
    expect(directive(contentSecurityPolicy(OFFLINE), 'img-src')).toBe("img-src 'self' data: blob:")
    expect(directive(contentSecurityPolicy({ ...OFFLINE, uploadthing: true }), 'img-src')).toContain('https://*.ufs.sh')
  })

  it('reads the settings from the environment: all three Monnify keys, or none', () => {
    const keys = { MONNIFY_API_KEY: 'MK_TEST', MONNIFY_SECRET_KEY: 'secret', MONNIFY_CONTRACT_CODE: '123' }
    expect(contentSecurityPolicyFromEnv(keys)).toContain('https://sdk.monnify.com')
    expect(contentSecurityPolicyFromEnv({ ...keys, MONNIFY_CONTRACT_CODE: undefined })).not.toContain('monnify')
    expect(contentSecurityPolicyFromEnv({ UPLOADTHING_TOKEN: 'token' })).toContain('ufs.sh')
    expect(contentSecurityPolicyFromEnv({ APP_URL: 'https://alafia.ng' })).toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicyFromEnv({ NODE_ENV: 'development' })).toContain("'unsafe-eval'")
    expect(contentSecurityPolicyFromEnv({ NODE_ENV: 'production' })).not.toContain("'unsafe-eval'")
  })
})

describe('baseline headers', () => {
  it('send nosniff, frame protection and a referrer policy everywhere', () => {
    const headers = Object.fromEntries(baselineHeaders('http://localhost:3000').map(({ key, value }) => [key, value]))
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['X-Frame-Options']).toBe('DENY')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Strict-Transport-Security']).toBeUndefined()
  })

  it('add HSTS when the site is served over https', () => {
    expect(strictTransportSecurity('https://alafia.ng')).toBe('max-age=63072000; includeSubDomains')
    expect(strictTransportSecurity('http://localhost:3000')).toBeNull()
    expect(baselineHeaders('https://alafia.ng').map(({ key }) => key)).toContain('Strict-Transport-Security')
  })
})
