import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetConfigForTests } from '@/lib/server/config'
import { dataKeys } from '@/lib/server/crypto/data-keys'
import { HealthDataKeyMissing, openText, sealContext, sealText } from '@/lib/server/crypto/health-data'
import { rotateDataKey } from '@/lib/server/crypto/rotate-data-key'
import type { SealedColumn } from '@/lib/server/crypto/sealed-columns'
import { db } from '@/lib/server/db'
import { createPatient } from '../fixtures/factories'
import { tablesContaining } from '../support/database-text'

// The rotation command against a real table shaped like every sealed column (uuid id, ciphertext,
// key id beside it); each run gets its own table, so parallel files never meet.
const TABLE = `RotationProbe_${randomUUID().slice(0, 8)}`
const PROBE: SealedColumn = { table: TABLE, id: 'id', ciphertext: 'bodyCiphertext', keyId: 'keyId' }
const OLD_KEY = Buffer.alloc(32, 0x11).toString('base64')
const NEW_KEY = Buffer.alloc(32, 0x22).toString('base64')
const saved = { current: process.env.DATA_ENCRYPTION_KEY, previous: process.env.DATA_ENCRYPTION_PREVIOUS_KEYS }

function useKeys(current: string, previous: string[] = []) {
  process.env.DATA_ENCRYPTION_KEY = current
  process.env.DATA_ENCRYPTION_PREVIOUS_KEYS = previous.join(',')
  resetConfigForTests()
}

async function insert(text: string) {
  const id = randomUUID()
  const sealed = sealText(text, sealContext(TABLE, 'bodyCiphertext', id))
  await db.$executeRawUnsafe(`INSERT INTO "${TABLE}" (id, "bodyCiphertext", "keyId") VALUES ($1::uuid, $2, $3)`, id, sealed.ciphertext, sealed.keyId)
  return id
}

const rows = () => db.$queryRawUnsafe<{ id: string; bodyCiphertext: string; keyId: string }[]>(`SELECT id::text, "bodyCiphertext", "keyId" FROM "${TABLE}" ORDER BY id`)

beforeAll(async () => {
  await db.$executeRawUnsafe(`CREATE TABLE "${TABLE}" (id uuid PRIMARY KEY, "bodyCiphertext" text NOT NULL, "keyId" text NOT NULL)`)
})
afterAll(async () => {
  await db.$executeRawUnsafe(`DROP TABLE IF EXISTS "${TABLE}"`)
  process.env.DATA_ENCRYPTION_KEY = saved.current
  process.env.DATA_ENCRYPTION_PREVIOUS_KEYS = saved.previous ?? ''
  resetConfigForTests()
})
beforeEach(async () => {
  await db.$executeRawUnsafe(`DELETE FROM "${TABLE}"`)
  useKeys(OLD_KEY)
})

describe('rotating the data encryption key', () => {
  it('re-seals every older value with the new key, and each still opens to its text', async () => {
    const texts = Array.from({ length: 250 }, (_, i) => `rotation phrase number ${i}`)
    const ids = []
    for (const text of texts) ids.push(await insert(text))
    useKeys(NEW_KEY, [OLD_KEY])
    const current = dataKeys().current.id
    const fresh = await insert('written after the new key')

    expect(await rotateDataKey([PROBE])).toEqual([{ table: TABLE, column: 'bodyCiphertext', resealed: 250 }])
    const after = await rows()
    expect(after.every((row) => row.keyId === current)).toBe(true)
    useKeys(NEW_KEY)
    const opened = new Map(after.map((row) => [row.id, openText({ ciphertext: row.bodyCiphertext, keyId: row.keyId }, sealContext(TABLE, 'bodyCiphertext', row.id))]))
    expect(ids.map((id) => opened.get(id))).toEqual(texts)
    expect(opened.get(fresh)).toBe('written after the new key')
    // A second run has nothing to do.
    expect(await rotateDataKey([PROBE])).toEqual([{ table: TABLE, column: 'bodyCiphertext', resealed: 0 }])
  })

  it('stops, naming the key id, when a row was sealed by a key that is not configured, and changes nothing', async () => {
    await insert('sealed by a key that was lost')
    const before = await rows()
    useKeys(NEW_KEY)
    const error = await rotateDataKey([PROBE]).then(() => null, (caught: unknown) => caught as Error)
    expect(error).toBeInstanceOf(HealthDataKeyMissing)
    expect(error!.message).toContain(before[0]!.keyId)
    expect(error!.message).not.toContain('lost')
    expect(await rows()).toEqual(before)
  })

  it('refuses a column name that is not a plain identifier', async () => {
    await expect(rotateDataKey([{ ...PROBE, ciphertext: 'x"; DROP TABLE "User' }])).rejects.toThrow(/Not a column name/)
  })
})

describe('the database-wide search the health-data tests rely on', () => {
  it('finds a phrase stored as plain text, and not one stored sealed', async () => {
    const phrase = `plain-phrase-${randomUUID()}`
    await createPatient(db, { fullName: phrase })
    expect(await tablesContaining(db, phrase)).toEqual(['User'])
    const secret = `sealed-phrase-${randomUUID()}`
    await insert(secret)
    expect(await tablesContaining(db, secret)).toEqual([])
  })
})
