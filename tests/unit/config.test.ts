import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from '@/lib/server/config'

const VALID = { DATABASE_URL: 'postgresql://u:p@localhost:5432/alafia', AUTH_SECRET: 'x'.repeat(32) }

describe('configuration', () => {
  it('accepts the minimal settings and fills defaults', () => {
    const config = parseConfig({ ...VALID })
    expect(config.PORT).toBe(3000)
    expect(config.APP_URL).toBe('http://localhost:3000')
    expect(config.MONNIFY_BASE_URL).toBe('https://sandbox.monnify.com')
  })

  it('names a missing required setting', () => {
    expect(() => parseConfig({ DATABASE_URL: VALID.DATABASE_URL })).toThrow(/AUTH_SECRET/)
    expect(() => parseConfig({ AUTH_SECRET: VALID.AUTH_SECRET })).toThrow(/DATABASE_URL/)
  })

  it('names a malformed setting', () => {
    expect(() => parseConfig({ ...VALID, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => parseConfig({ ...VALID, AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/)
    expect(() => parseConfig({ ...VALID, PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => parseConfig({ ...VALID, ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-password' })).toThrow(/ADMIN_EMAIL/)
  })

  it('requires settings that only work together', () => {
    expect(() => parseConfig({ ...VALID, ADMIN_EMAIL: 'a@b.ng' })).toThrow(/ADMIN_PASSWORD/)
    expect(() => parseConfig({ ...VALID, MONNIFY_API_KEY: 'k', MONNIFY_SECRET_KEY: 's' })).toThrow(/MONNIFY_CONTRACT_CODE/)
    expect(() => parseConfig({ ...VALID })).not.toThrow()
  })

  it('throws a ConfigError listing every problem', () => {
    try {
      parseConfig({})
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      expect((error as Error).message).toMatch(/DATABASE_URL[\s\S]*AUTH_SECRET|AUTH_SECRET[\s\S]*DATABASE_URL/)
    }
  })
})
