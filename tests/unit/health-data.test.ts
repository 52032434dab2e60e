import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetConfigForTests } from '@/lib/server/config'
import { dataKeyId } from '@/lib/server/crypto/data-keys'
import { decodeDataKey } from '@/lib/server/crypto/data-key-format'
import { HealthDataKeyMissing, openJson, openText, resealed, sealContext, sealJson, sealText } from '@/lib/server/crypto/health-data'

const KEY_A = Buffer.alloc(32, 0xa1).toString('base64')
const KEY_B = Buffer.alloc(32, 0xb2).toString('base64')
const saved = { ...process.env }

function useKeys(current: string, previous: string[] = []) {
  process.env.DATABASE_URL = 'postgresql://u:p@localhost:5432/alafia'
  process.env.AUTH_SECRET = 'x'.repeat(32)
  process.env.DATA_ENCRYPTION_KEY = current
  process.env.DATA_ENCRYPTION_PREVIOUS_KEYS = previous.join(',')
  resetConfigForTests()
}

beforeEach(() => useKeys(KEY_A))
afterEach(() => {
  process.env = { ...saved }
  resetConfigForTests()
})

const context = sealContext('Message', 'bodyCiphertext', '6f0c1d8e-0000-4000-8000-000000000001')
const PHRASE = 'I have not slept properly since March'

describe('sealing health data (AES-256-GCM)', () => {
  it('opens what it sealed, and the stored value shows nothing of the text', () => {
    const sealed = sealText(PHRASE, context)
    expect(openText(sealed, context)).toBe(PHRASE)
    expect(sealed.keyId).toBe(dataKeyId(decodeDataKey(KEY_A)!))
    expect(sealed.ciphertext).not.toContain('slept')
    expect(Buffer.from(sealed.ciphertext, 'base64').toString('utf8')).not.toContain('slept')
  })

  it('seals the same text differently every time (a fresh IV)', () => {
    expect(sealText(PHRASE, context).ciphertext).not.toBe(sealText(PHRASE, context).ciphertext)
  })

  it('refuses a value moved to another row or column, or altered by one bit', () => {
    const sealed = sealText(PHRASE, context)
    expect(() => openText(sealed, sealContext('Message', 'bodyCiphertext', '6f0c1d8e-0000-4000-8000-000000000002'))).toThrow()
    expect(() => openText(sealed, sealContext('SessionNote', 'bodyCiphertext', '6f0c1d8e-0000-4000-8000-000000000001'))).toThrow()
    const bytes = Buffer.from(sealed.ciphertext, 'base64')
    bytes[bytes.length - 1]! ^= 1
    expect(() => openText({ ...sealed, ciphertext: bytes.toString('base64') }, context)).toThrow()
  })

  it('reads values of a previous key while it is configured, and names the missing key (never the text) once it is not', () => {
    const old = sealText(PHRASE, context)
    useKeys(KEY_B, [KEY_A])
    expect(openText(old, context)).toBe(PHRASE)
    useKeys(KEY_B)
    const error = (() => {
      try {
        openText(old, context)
      } catch (caught) {
        return caught as Error
      }
    })()
    expect(error).toBeInstanceOf(HealthDataKeyMissing)
    expect(error!.message).toContain(old.keyId)
    expect(error!.message).not.toContain('slept')
  })

  it('re-seals with the current key only what an earlier key sealed', () => {
    const old = sealText(PHRASE, context)
    expect(resealed(old, context)).toBeNull()
    useKeys(KEY_B, [KEY_A])
    const next = resealed(old, context)!
    expect(next.keyId).toBe(dataKeyId(decodeDataKey(KEY_B)!))
    useKeys(KEY_B)
    expect(openText(next, context)).toBe(PHRASE)
  })

  it('seals structured answers as one document', () => {
    const answers = { whatBringsYou: PHRASE, medication: null, safety: 'no' }
    expect(openJson(sealJson(answers, context), context)).toEqual(answers)
  })

  it('takes keys of exactly 32 bytes, in base64 or base64url, and gives each its own id', () => {
    expect(decodeDataKey(KEY_A)).toHaveLength(32)
    expect(decodeDataKey(Buffer.alloc(32, 0xff).toString('base64url'))).toHaveLength(32)
    expect(decodeDataKey(Buffer.alloc(31, 1).toString('base64'))).toBeNull()
    expect(decodeDataKey('correct horse battery staple')).toBeNull()
    expect(dataKeyId(decodeDataKey(KEY_A)!)).not.toBe(dataKeyId(decodeDataKey(KEY_B)!))
    expect(dataKeyId(decodeDataKey(KEY_A)!)).toMatch(/^[0-9a-f]{16}$/)
  })
})
