import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from '@/lib/server/config'

const VALID = { DATABASE_URL: 'postgresql://u:p@localhost:5432/alafia', AUTH_SECRET: 'x'.repeat(32), DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64') }

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
    expect(() => parseConfig({ DATABASE_URL: VALID.DATABASE_URL, AUTH_SECRET: VALID.AUTH_SECRET })).toThrow(/DATA_ENCRYPTION_KEY/)
  })

  it('takes a health-data key only of 32 bytes, and earlier keys the same way', () => {
    expect(() => parseConfig({ ...VALID, DATA_ENCRYPTION_KEY: Buffer.alloc(16, 1).toString('base64') })).toThrow(/DATA_ENCRYPTION_KEY/)
    expect(() => parseConfig({ ...VALID, DATA_ENCRYPTION_KEY: 'not a key at all, just words' })).toThrow(/DATA_ENCRYPTION_KEY/)
    expect(() => parseConfig({ ...VALID, DATA_ENCRYPTION_PREVIOUS_KEYS: `${VALID.DATA_ENCRYPTION_KEY},short` })).toThrow(/DATA_ENCRYPTION_PREVIOUS_KEYS/)
    const older = [Buffer.alloc(32, 2).toString('base64'), Buffer.alloc(32, 3).toString('base64url')]
    expect(parseConfig({ ...VALID, DATA_ENCRYPTION_PREVIOUS_KEYS: ` ${older[0]} , ${older[1]} ` }).DATA_ENCRYPTION_PREVIOUS_KEYS).toEqual(older)
  })

  it('names a malformed setting', () => {
    expect(() => parseConfig({ ...VALID, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => parseConfig({ ...VALID, AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/)
    expect(() => parseConfig({ ...VALID, PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => parseConfig({ ...VALID, ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-password' })).toThrow(/ADMIN_EMAIL/)
  })

  it('reads the Termii settings: outbox without a key, Termii’s documented address, a sender ID of 3 to 11 letters or digits', () => {
    const config = parseConfig({ ...VALID })
    expect([config.TERMII_API_KEY, config.TERMII_WHATSAPP_FROM]).toEqual([undefined, undefined])
    expect(config).toMatchObject({ TERMII_BASE_URL: 'https://api.ng.termii.com', TERMII_SENDER_ID: 'Alafia', TERMII_SMS_CHANNEL: 'dnd' })
    expect(parseConfig({ ...VALID, TERMII_API_KEY: 'TLkey', TERMII_SENDER_ID: 'Alafia NG', TERMII_SMS_CHANNEL: 'generic' })).toMatchObject({ TERMII_API_KEY: 'TLkey', TERMII_SENDER_ID: 'Alafia NG', TERMII_SMS_CHANNEL: 'generic' })
    for (const sender of ['Al', 'AlafiaHealthNG', 'Alafia!']) expect(() => parseConfig({ ...VALID, TERMII_SENDER_ID: sender }), sender).toThrow(/TERMII_SENDER_ID/)
    expect(() => parseConfig({ ...VALID, TERMII_SMS_CHANNEL: 'whatsapp' })).toThrow(/TERMII_SMS_CHANNEL/)
    expect(() => parseConfig({ ...VALID, TERMII_BASE_URL: 'ftp://termii' })).toThrow(/TERMII_BASE_URL/)
  })

  it('requires settings that only work together', () => {
    expect(() => parseConfig({ ...VALID, ADMIN_EMAIL: 'a@b.ng' })).toThrow(/ADMIN_PASSWORD/)
    expect(() => parseConfig({ ...VALID, MONNIFY_API_KEY: 'k', MONNIFY_SECRET_KEY: 's' })).toThrow(/MONNIFY_CONTRACT_CODE/)
    expect(() => parseConfig({ ...VALID })).not.toThrow()
  })

  it('reads the cancellation policy and the webhook senders, with their defaults', () => {
    expect(parseConfig({ ...VALID })).toMatchObject({ CANCELLATION_FULL_REFUND_HOURS: 24, LATE_CANCELLATION_REFUND_PERCENT: 0, MONNIFY_WEBHOOK_IPS: [] })
    expect(parseConfig({ ...VALID, CANCELLATION_FULL_REFUND_HOURS: '48', LATE_CANCELLATION_REFUND_PERCENT: '50', MONNIFY_WEBHOOK_IPS: '35.242.133.146, 10.0.0.1' })).toMatchObject({
      CANCELLATION_FULL_REFUND_HOURS: 48,
      LATE_CANCELLATION_REFUND_PERCENT: 50,
      MONNIFY_WEBHOOK_IPS: ['35.242.133.146', '10.0.0.1'],
    })
    expect(() => parseConfig({ ...VALID, LATE_CANCELLATION_REFUND_PERCENT: '120' })).toThrow(/LATE_CANCELLATION_REFUND_PERCENT/)
    expect(() => parseConfig({ ...VALID, CANCELLATION_FULL_REFUND_HOURS: 'a day' })).toThrow(/CANCELLATION_FULL_REFUND_HOURS/)
    expect(() => parseConfig({ ...VALID, MONNIFY_WEBHOOK_IPS: 'monnify.com' })).toThrow(/MONNIFY_WEBHOOK_IPS/)
  })

  it('refuses Monnify keys and an address of different environments, naming the settings', () => {
    const monnify = { MONNIFY_SECRET_KEY: 's', MONNIFY_CONTRACT_CODE: '123' }
    expect(() => parseConfig({ ...VALID, ...monnify, MONNIFY_API_KEY: 'MK_TEST_ABC', MONNIFY_BASE_URL: 'https://api.monnify.com' })).toThrow(/MONNIFY_BASE_URL.*test key/)
    expect(() => parseConfig({ ...VALID, ...monnify, MONNIFY_API_KEY: 'MK_PROD_ABC', MONNIFY_BASE_URL: 'https://sandbox.monnify.com' })).toThrow(/MONNIFY_BASE_URL.*live key/)
    expect(() => parseConfig({ ...VALID, ...monnify, MONNIFY_API_KEY: 'MK_PROD_ABC', MONNIFY_BASE_URL: 'https://api.monnify.com' })).not.toThrow()
    expect(() => parseConfig({ ...VALID, ...monnify, MONNIFY_API_KEY: 'MK_TEST_ABC' })).not.toThrow()
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
